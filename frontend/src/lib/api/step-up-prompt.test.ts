/**
 * @jest-environment jest-fixed-jsdom
 */
import { api, ApiError } from './api-client';
import { setStepUpPrompter, STEP_UP_REQUIRED } from './step-up-prompt';

// Step-up (issue 27): a 403 STEP_UP_REQUIRED opens the prompt; once the member proved
// themselves the same request goes again, once; cancelled, the caller gets the refusal.
const refused = () =>
  Response.json(
    { statusCode: 403, error: STEP_UP_REQUIRED, message: 'Confirm it is you.' },
    { status: 403 },
  );

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});
afterEach(() => setStepUpPrompter(null));

describe('api client: step-up prompt on 403 STEP_UP_REQUIRED', () => {
  it('prompts, then sends the same request again', async () => {
    const prompt = jest.fn().mockResolvedValue(true);
    setStepUpPrompter(prompt);
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(Response.json({ ok: 1 }));
    await expect(api.put('/api/broker/connection', { a: 1 })).resolves.toEqual({ ok: 1 });
    expect(prompt).toHaveBeenCalledTimes(1);
    const sent = fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => [
      init.method,
      url,
      init.body,
    ]);
    expect(sent).toEqual([
      ['PUT', '/api/broker/connection', '{"a":1}'],
      ['PUT', '/api/broker/connection', '{"a":1}'],
    ]);
  });

  it('gives the refusal to the caller when the member cancels, or when no prompt is mounted', async () => {
    setStepUpPrompter(jest.fn().mockResolvedValue(false));
    fetchMock.mockResolvedValueOnce(refused());
    const cancelled = api.post('/api/webhook/rotate', {});
    await expect(cancelled).rejects.toBeInstanceOf(ApiError);
    await expect(cancelled).rejects.toMatchObject({ status: 403, code: STEP_UP_REQUIRED });

    setStepUpPrompter(null);
    fetchMock.mockResolvedValueOnce(refused());
    await expect(api.post('/api/webhook/rotate', {})).rejects.toMatchObject({
      code: STEP_UP_REQUIRED,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks once for requests refused together', async () => {
    const prompt = jest.fn().mockResolvedValue(true);
    setStepUpPrompter(prompt);
    fetchMock
      .mockResolvedValueOnce(refused())
      .mockResolvedValueOnce(refused())
      .mockImplementation(() => Promise.resolve(Response.json({ ok: 1 })));
    await Promise.all([api.patch('/api/broker', {}), api.patch('/api/broker/connection', {})]);
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
