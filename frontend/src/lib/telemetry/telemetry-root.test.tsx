/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { marketing } from './marketing';
import { startTelemetry, trackPageView } from './telemetry';
import { TelemetryRoot } from './telemetry-root';

jest.mock('./telemetry', () => ({ startTelemetry: jest.fn(), trackPageView: jest.fn() }));
jest.mock('./marketing', () => ({ marketing: { start: jest.fn(), conversion: jest.fn() } }));

const pageViews = trackPageView as jest.Mock;
const conversions = marketing.conversion as jest.Mock;

function renderAt(path: string) {
  const seen: string[] = [];
  pageViews.mockImplementation(() => seen.push(router.state.location.pathname));
  const router = createMemoryRouter([{ path: '*', Component: () => <TelemetryRoot /> }], {
    initialEntries: [path],
  });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { router, seen };
}

beforeEach(() => jest.clearAllMocks());

describe('TelemetryRoot', () => {
  it('starts telemetry and the tags once, and counts the first page once (even in StrictMode)', () => {
    const { seen } = renderAt('/fr/blog');
    expect(startTelemetry).toHaveBeenCalled();
    expect(marketing.start).toHaveBeenCalled();
    expect(seen).toEqual(['/fr/blog']);
    expect(conversions).toHaveBeenCalledTimes(1);
  });

  it('records a page view and a conversion after every change of path', async () => {
    const { router, seen } = renderAt('/');
    await act(() => router.navigate('/docs/getting-started'));
    await act(() => router.navigate('/fr/docs/getting-started'));
    await act(() => router.navigate('/'));
    expect(seen).toEqual(['/', '/docs/getting-started', '/fr/docs/getting-started', '/']);
    expect(conversions).toHaveBeenCalledTimes(4);
  });

  it('ignores changes of query or hash alone (the alert builder keeps its state in the URL)', async () => {
    const { router, seen } = renderAt('/tools/alert-builder');
    await act(() => router.navigate('/tools/alert-builder?side=buy'));
    await act(() => router.navigate('/tools/alert-builder?side=sell#preview'));
    expect(seen).toEqual(['/tools/alert-builder']);
    expect(conversions).toHaveBeenCalledTimes(1);
  });
});
