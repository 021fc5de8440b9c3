import '@/test/jsdom-polyfills';

import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';

import { renderContent } from '@/test/render-content';

import { ContentHtml } from './content-html';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const html = `<p><a href="/fr/docs/faq" data-internal="">FAQ</a> <a href="https://example.com">out</a></p>
<figure class="content-image"><button type="button" class="image-open" data-image-preview="" aria-label="Agrandir l’image : Flux"><img src="/images/docs/relay-flow.svg" alt="Flux" width="960" height="360"></button></figure>
<figure class="code-block"><div class="code-header"><button type="button" class="code-copy" data-copy-code="">Copier</button></div><pre><code>{"qty":1}</code></pre></figure>`;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderHtml() {
  return renderContent(
    <>
      <ContentHtml document={{ html }} />
      <Where />
    </>,
    { url: '/fr/docs/start' },
  );
}

describe('ContentHtml', () => {
  it('navigates client-side on an internal link and leaves external ones to the browser', () => {
    renderHtml();
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/fr/docs/faq');
    const external = screen.getByRole('link', { name: 'out' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    external.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('opens the image preview on an image of the content', async () => {
    renderHtml();
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir l’image : Flux' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('copies a code block', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderHtml();
    fireEvent.click(screen.getByRole('button', { name: 'Copier' }));
    await screen.findByText('Copied');
    expect(writeText).toHaveBeenCalledWith('{"qty":1}');
  });
});
