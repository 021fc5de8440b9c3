import { interpolate, translate, type MessageTree } from './translate';

const messages: MessageTree = {
  nav: { home: 'Home', footer: { copyright: '© {year} TickRelay' } },
  list: { items: [{ title: 'First' }, { title: 'Second' }] },
  greeting: 'Hello {name}, you have {count} alerts ({name})',
};

describe('translate', () => {
  it('looks up nested keys', () => {
    expect(translate(messages, 'nav.home')).toBe('Home');
    expect(translate(messages, 'list.items.1.title')).toBe('Second');
  });

  it('interpolates every occurrence of each parameter', () => {
    expect(translate(messages, 'greeting', { name: 'Ada', count: 3 })).toBe(
      'Hello Ada, you have 3 alerts (Ada)',
    );
    expect(translate(messages, 'nav.footer.copyright', { year: 2031 })).toBe('© 2031 TickRelay');
  });

  it('keeps unknown placeholders visible', () => {
    expect(interpolate('Hi {name} {missing}', { name: 'Bo' })).toBe('Hi Bo {missing}');
    expect(interpolate('No params {x}')).toBe('No params {x}');
  });

  it('returns the key for a missing message, a non-string node or missing messages', () => {
    expect(translate(messages, 'nav.nothing')).toBe('nav.nothing');
    expect(translate(messages, 'nav')).toBe('nav');
    expect(translate(messages, 'nav.home.deeper')).toBe('nav.home.deeper');
    expect(translate(undefined, 'nav.home')).toBe('nav.home');
  });

  it('falls back to the fallback messages', () => {
    expect(translate({}, 'nav.home', undefined, messages)).toBe('Home');
  });
});
