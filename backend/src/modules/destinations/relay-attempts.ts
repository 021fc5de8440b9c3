import type {
  RelayAttempt,
  RelayContext,
  RelayMessage,
  RelaySender,
  RelayTarget,
} from './relay-sender.port';

/**
 * One attempt that never throws: a sender is not supposed to, and if one does anyway the attempt
 * counts as a destination that could not be reached (retryable, and so bounded by the attempts),
 * never as an error the worker would take for a dependency's outage and retry without counting.
 */
export async function sendOnce(
  sender: RelaySender,
  target: RelayTarget,
  message: RelayMessage,
  context: RelayContext,
): Promise<RelayAttempt> {
  const started = Date.now();
  try {
    return await sender.send(target, message, context);
  } catch {
    return {
      ok: false,
      code: 'DESTINATION_UNREACHABLE',
      httpStatus: null,
      retryable: true,
      retryAfterMs: null,
      durationMs: Date.now() - started,
    };
  }
}
