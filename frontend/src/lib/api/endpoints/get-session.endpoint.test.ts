import { ApiError, request } from '../api-client';
import { fetchSessionInfo } from './get-session.endpoint';

jest.mock('../api-client', () => ({
  ...jest.requireActual<object>('../api-client'),
  request: jest.fn(),
}));

const send = jest.mocked(request);

describe('GET /api/auth/session', () => {
  beforeEach(() => send.mockReset());

  it('returns the session of a member', async () => {
    send.mockResolvedValue({ user: { id: '1', email: 'a@b.co' }, expiresAt: 'T' });
    await expect(fetchSessionInfo()).resolves.toEqual({
      user: { id: '1', email: 'a@b.co' },
      expiresAt: 'T',
    });
    expect(send).toHaveBeenCalledWith('GET', '/api/auth/session', undefined, {});
  });

  it.each([401, 404])('maps %s to a visitor', async (status) => {
    send.mockRejectedValue(new ApiError({ status, code: 'X', message: 'no' }));
    await expect(fetchSessionInfo()).resolves.toBeNull();
  });

  it('lets other failures through', async () => {
    send.mockRejectedValue(new ApiError({ status: 503, code: 'DOWN', message: 'down' }));
    await expect(fetchSessionInfo()).rejects.toBeInstanceOf(ApiError);
  });
});
