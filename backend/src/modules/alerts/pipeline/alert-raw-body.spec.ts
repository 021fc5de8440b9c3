import { rawBodyForLog, redactSecrets, REDACTED } from './alert-raw-body';

const TOKEN = 'aB3_-dEf4GhIjKlMnOpQrStUvWxYz0123456789abcd';

describe('rawBodyForLog', () => {
  it('keeps an ordinary alert as sent', () => {
    const body = '{"ticker":"MES1!","action":"buy","quantity":1,"key_level":"6000"}';
    expect(rawBodyForLog(body)).toEqual({ text: body, truncated: false });
  });

  it('redacts secrets in JSON, whatever the case, separators or nesting', () => {
    const body = JSON.stringify({
      ticker: 'MES1!',
      password: 'hunter2',
      apiKey: 12345,
      nested: { api_secret: 'x"y', Pass_Phrase: 'words', TOKEN: null },
      key: 'k',
    });
    const text = redactSecrets(body);
    for (const secret of ['hunter2', '12345', 'x\\"y', 'words', 'null', '"k"']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('"ticker":"MES1!"');
    expect(text).toContain(`"password":"${REDACTED}"`);
    expect(text).toContain(`"TOKEN":"${REDACTED}"`);
  });

  it('redacts pairs in plain text and a pasted webhook URL', () => {
    const body = `buy MES password=hunter2 apiKey: abc&x=1 https://t.example/api/hooks/${TOKEN} ${TOKEN}`;
    const text = redactSecrets(body);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('abc');
    expect(text).not.toContain(TOKEN);
    expect(text).toContain('buy MES');
  });

  it('redacts the secrets of the other formats it reads: PickMyTrade’s token, CrossTrade’s key', () => {
    const pickMyTrade = JSON.stringify({
      symbol: 'MNQ1!',
      data: 'buy',
      token: 'Ct8tPtD345345t3fty2EtYtCtVtVtUtL',
      multiple_accounts: [{ token: 'Ct8tPtD345345t3fty2EtYtCtVtVtUtL', account_id: '2' }],
    });
    const kept = rawBodyForLog(pickMyTrade).text;
    expect(kept).not.toContain('Ct8tPtD345345t3fty2EtYtCtVtVtUtL');
    expect(kept).toContain('"account_id":"2"');
    const crossTrade = rawBodyForLog(
      'key=xt-secret-1234;\ncommand=PLACE;account=Sim101;qty=1;',
    ).text;
    expect(crossTrade).toBe(`key=${REDACTED};\ncommand=PLACE;account=Sim101;qty=1;`);
  });

  it('redacts an unterminated secret string', () => {
    expect(redactSecrets('{"secret": "abc')).toBe(`{"secret": "${REDACTED}"`);
  });

  it('makes NUL and lone surrogates storable', () => {
    expect(rawBodyForLog('a\u0000b\ud800c\udc00d😀').text).toBe('a\ufffdb\ufffdc\ufffdd😀');
  });

  it('truncates without cutting a surrogate pair', () => {
    expect(rawBodyForLog('abc😀', 4)).toEqual({ text: 'abc', truncated: true });
    expect(rawBodyForLog('abcdef', 4)).toEqual({ text: 'abcd', truncated: true });
    expect(rawBodyForLog('x'.repeat(16 * 1024)).text).toHaveLength(4096);
  });
});
