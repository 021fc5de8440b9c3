import { clientNetworkOf } from './client-network';

describe('clientNetworkOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:1.2.3.4:5', undefined],
    ['not an address', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (ip, expected) => {
    expect(clientNetworkOf(ip)).toBe(expected);
  });
});
