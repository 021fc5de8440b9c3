// Step-up (issue 27): a route that moves money or could lock the member out answers 403
// STEP_UP_REQUIRED when the session has no proof from the last 10 minutes. The api client then
// asks the prompt (the dialog components/step-up mounts in the membership layout) for the
// password or a code, and sends the request once more when the member gave one.

/** Opens the prompt; resolves true once POST /api/auth/step-up succeeded, false when cancelled. */
export type StepUpPrompter = () => Promise<boolean>;

export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';

let prompter: StepUpPrompter | null = null;
let open: Promise<boolean> | null = null;

/** Installs (or, with null, removes) the prompt. */
export function setStepUpPrompter(next: StepUpPrompter | null): void {
  prompter = next;
}

/**
 * True when `error` is a STEP_UP_REQUIRED answer and the member has just proved themselves: the
 * caller then sends its request again. Requests refused at once share one prompt.
 */
export async function stepUpGranted(error: unknown): Promise<boolean> {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== STEP_UP_REQUIRED || !prompter) return false;
  open ??= prompter().finally(() => {
    open = null;
  });
  return open;
}
