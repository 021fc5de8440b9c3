/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';

import { renderWithApp } from '@/test/render-with-app';

import { ApiError, type RequestOptions } from './api-client';
import { useEndpoint, useEndpointQuery, type EndpointQuery } from './use-endpoint';

describe('useEndpoint', () => {
  it("binds the call to the page's language", async () => {
    const call = jest.fn((input: { id: string }, options?: RequestOptions) =>
      Promise.resolve(`${input.id}:${options?.locale}`),
    );
    let send: ((input: { id: string }) => Promise<string>) | null = null;
    function Probe() {
      send = useEndpoint(call);
      return null;
    }
    await renderWithApp(<Probe />, { path: '/fr/contact' });
    await expect(send!({ id: '7' })).resolves.toBe('7:fr');
  });
});

describe('useEndpointQuery', () => {
  it('reads once on mount, keeps the data through a failed reload, and can change it locally', async () => {
    const call = jest
      .fn<Promise<string[]>, [void, RequestOptions?]>()
      .mockResolvedValueOnce(['a', 'b'])
      .mockRejectedValueOnce(new ApiError({ status: 503, code: 'X', message: 'down' }))
      .mockResolvedValueOnce(['c']);
    let query: EndpointQuery<string[]> | null = null;
    function Probe() {
      query = useEndpointQuery(call);
      return <p data-testid="data">{query.data?.join(',') ?? 'none'}</p>;
    }
    await act(async () => {
      await renderWithApp(<Probe />);
    });
    await waitFor(() => expect(screen.getByTestId('data')).toHaveTextContent('a,b'));
    expect(call).toHaveBeenCalledTimes(1);

    await act(() => query!.reload());
    expect(query!.error).toBeInstanceOf(ApiError);
    expect(screen.getByTestId('data')).toHaveTextContent('a,b');

    act(() => query!.setData((list) => list?.filter((item) => item !== 'a')));
    expect(screen.getByTestId('data')).toHaveTextContent('b');

    await act(() => query!.reload());
    expect(query!.error).toBeUndefined();
    expect(screen.getByTestId('data')).toHaveTextContent('c');
  });
});
