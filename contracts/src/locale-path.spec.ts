import { localeFromPath, localizePath, stripLocale } from './locale-path';

describe('locale paths', () => {
  it('reads the language from the /fr prefix only', () => {
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/blog')).toBe('en');
    expect(localeFromPath('/fr')).toBe('fr');
    expect(localeFromPath('/fr/')).toBe('fr');
    expect(localeFromPath('/fr/docs/a/b')).toBe('fr');
    expect(localeFromPath('/fresh')).toBe('en');
    expect(localeFromPath('/french/page')).toBe('en');
  });

  it('strips the French prefix', () => {
    expect(stripLocale('/fr')).toBe('/');
    expect(stripLocale('/fr/blog/post')).toBe('/blog/post');
    expect(stripLocale('/blog')).toBe('/blog');
    expect(stripLocale('/fresh')).toBe('/fresh');
  });

  it('localises app paths and keeps query and hash', () => {
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/blog', 'fr')).toBe('/fr/blog');
    expect(localizePath('/blog?page=2#top', 'fr')).toBe('/fr/blog?page=2#top');
    expect(localizePath('/?x=1', 'fr')).toBe('/fr?x=1');
    expect(localizePath('/blog', 'en')).toBe('/blog');
    expect(localizePath('/fr/blog?q=1', 'en')).toBe('/blog?q=1');
    expect(localizePath('/fr', 'en')).toBe('/');
    expect(localizePath('/fr/blog', 'fr')).toBe('/fr/blog');
  });

  it('leaves external, protocol-relative and relative links alone', () => {
    expect(localizePath('https://example.com/a', 'fr')).toBe('https://example.com/a');
    expect(localizePath('//cdn.example.com/x', 'fr')).toBe('//cdn.example.com/x');
    expect(localizePath('#section', 'fr')).toBe('#section');
    expect(localizePath('mailto:hi@example.com', 'fr')).toBe('mailto:hi@example.com');
  });
});
