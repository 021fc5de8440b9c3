/**
 * @jest-environment jest-fixed-jsdom
 */
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { resetLinkToken, useLinkToken } from '@/lib/link-token';
import { marketing } from '@/lib/telemetry/marketing';
import { startTelemetry, trackPageView } from '@/lib/telemetry/telemetry';
import { TelemetryRoot } from '@/lib/telemetry/telemetry-root';

import { prepareLocation } from './prepare-location';

jest.mock('@/lib/telemetry/telemetry', () => ({
  startTelemetry: jest.fn(),
  trackPageView: jest.fn(),
}));
jest.mock('@/lib/telemetry/marketing', () => ({
  marketing: { start: jest.fn(), conversion: jest.fn() },
}));

/** Every URL the telemetry and the tags could have read, in the order they ran. */
let seen: string[];

function TokenProbe() {
  return <p data-testid="token">{useLinkToken() ?? 'none'}</p>;
}

/** What main.tsx does: prepare the address bar, then create the router and render. */
function boot(url: string) {
  window.history.replaceState(null, '', url);
  prepareLocation();
  const router = createBrowserRouter([
    {
      path: '*',
      Component: () => (
        <>
          <TelemetryRoot />
          <TokenProbe />
        </>
      ),
    },
  ]);
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

beforeEach(() => {
  seen = [];
  resetLinkToken();
  const note = (what: string) => () => seen.push(`${what} ${window.location.href}`);
  (startTelemetry as jest.Mock).mockImplementation(note('start'));
  (trackPageView as jest.Mock).mockImplementation(note('page_view'));
  (marketing.start as jest.Mock).mockImplementation(note('tags'));
  (marketing.conversion as jest.Mock).mockImplementation(note('conversion'));
});

describe('the entry, before any telemetry or tag', () => {
  it.each([
    ['/confirm?token=tok-secret-1', 'http://localhost/confirm'],
    ['/fr/confirm?token=tok-secret-1', 'http://localhost/fr/confirm'],
    [
      '/update-password?token=tok-secret-1&recovery=x',
      'http://localhost/update-password?recovery=x',
    ],
    ['/fr/update-password?code=tok-secret-1', 'http://localhost/fr/update-password'],
    [
      '/update-password#access_token=tok-secret-1&type=recovery',
      'http://localhost/update-password#type=recovery',
    ],
  ])('takes the token of %s out of the address bar; the page still gets it', async (url, clean) => {
    const router = boot(url);
    expect(await screen.findByTestId('token')).toHaveTextContent('tok-secret-1');
    expect(seen.length).toBeGreaterThanOrEqual(4);
    seen.forEach((entry) => expect(entry).not.toContain('tok-secret-1'));
    expect(seen).toContain(`page_view ${clean}`);
    expect(window.location.href).toBe(clean);
    // The token lives on in the history entry only (a reload keeps it, no URL carries it).
    expect(router.state.location.state).toEqual({ linkToken: 'tok-secret-1' });
  });

  it('leaves every other page and parameter alone', async () => {
    boot('/confirm-payment?token=abc&status=success');
    expect(await screen.findByTestId('token')).toHaveTextContent('none');
    expect(window.location.href).toBe('http://localhost/confirm-payment?token=abc&status=success');
  });
});
