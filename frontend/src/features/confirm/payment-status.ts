export type PaymentState = 'success' | 'processing' | 'cancelled' | 'failed' | 'missing';

const aliases: Record<string, PaymentState> = {
  success: 'success',
  succeeded: 'success',
  paid: 'success',
  complete: 'success',
  completed: 'success',
  processing: 'processing',
  pending: 'processing',
  cancel: 'cancelled',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  failed: 'failed',
  failure: 'failed',
  error: 'failed',
};

/**
 * The state shown by the confirmation page from the checkout's return URL: an explicit `status`
 * wins; a `session_id` alone means the payment is still being confirmed.
 */
export function paymentStateFrom(params: URLSearchParams): PaymentState {
  const status = params.get('status')?.trim().toLowerCase();
  if (status && aliases[status]) return aliases[status];
  if (status) return 'failed';
  return params.get('session_id') ? 'processing' : 'missing';
}
