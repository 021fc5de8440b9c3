import { classifyClick, installClickTracking, type ClickRecord } from './click-tracking';

function link(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('classifyClick', () => {
  it.each([
    ['<a href="/signup">Start free</a>', '/signup'],
    ['<a href="/fr/signup">Commencer</a>', '/signup'],
    ['<a href="/renew-subscription">Renew</a>', '/renew-subscription'],
    ['<a href="/fr/membership/subscription?plan=pro">Plan</a>', '/membership/subscription'],
  ])('%s is a subscribe click named %s', (html, name) => {
    expect(classifyClick(link(html))).toMatchObject({ type: 'subscribe_click', name });
  });

  it('counts outbound links, without their query string', () => {
    const record = classifyClick(
      link('<a href="https://www.tradingview.com/chart/?s=ES1!">TradingView</a>'),
    );
    expect(record).toEqual({
      type: 'link_click',
      name: 'https://www.tradingview.com/chart/',
      data: {
        href: 'https://www.tradingview.com/chart/',
        text: 'TradingView',
        outbound: true,
        download: false,
      },
    });
  });

  it('counts downloads, by attribute or by file type', () => {
    expect(classifyClick(link('<a href="/downloads/alerts.json" download>Get</a>'))).toMatchObject({
      type: 'link_click',
      name: '/downloads/alerts.json',
      data: { download: true, outbound: false },
    });
    expect(classifyClick(link('<a href="/downloads/tickrelay-guide.pdf">Guide</a>'))).toMatchObject(
      {
        type: 'link_click',
        data: { download: true },
      },
    );
  });

  it('leaves plain navigation inside the site to page views', () => {
    expect(classifyClick(link('<a href="/fr/blog">Blog</a>'))).toBeNull();
    expect(classifyClick(link('<a href="#top">Top</a>'))).toBeNull();
    expect(classifyClick(link('<a href="mailto:hello@tickrelay.test">Mail</a>'))).toBeNull();
    expect(classifyClick(link('<button type="button">Menu</button>'))).toBeNull();
  });

  it('honours data-telemetry and data-telemetry-name, from a nested target', () => {
    const button = link(
      '<button data-telemetry="subscribe_click" data-telemetry-name="Pricing CTA"><span>Join</span></button>',
    );
    expect(classifyClick(button.querySelector('span')!)).toMatchObject({
      type: 'subscribe_click',
      name: 'Pricing CTA',
      data: { text: 'Join' },
    });
    const marked = link('<a href="/about" data-telemetry="link_click">About us</a>');
    expect(classifyClick(marked)).toMatchObject({ type: 'link_click', name: '/about' });
  });

  it('ignores an unknown data-telemetry value on a plain link', () => {
    expect(classifyClick(link('<a href="/about" data-telemetry="whatever">About</a>'))).toBeNull();
  });
});

describe('installClickTracking', () => {
  it('sees clicks even when the page stops their propagation, until removed', () => {
    const records: ClickRecord[] = [];
    const remove = installClickTracking((record) => records.push(record));
    const anchor = link('<a href="/signup">Join</a>');
    anchor.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
    });
    anchor.click();
    remove();
    anchor.click();
    expect(records).toHaveLength(1);
    expect(records[0]!.type).toBe('subscribe_click');
  });
});
