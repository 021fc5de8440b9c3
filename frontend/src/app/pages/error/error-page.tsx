import { useSearchParams } from 'react-router';

import { statusMessageFor } from '@/features/error/error-messages';
import { NotFoundView } from '@/features/error/not-found-view';
import { ServerErrorView } from '@/features/error/server-error-view';

/** Reads `?status=` like the error page of the spec: 404 → its own view, anything else → 500 view. */
export function parseErrorStatus(value: string | null): number {
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

export default function ErrorPage() {
  const [params] = useSearchParams();
  const status = parseErrorStatus(params.get('status'));
  if (status === 404) return <NotFoundView />;
  return <ServerErrorView status={status} statusMessage={statusMessageFor(status)} />;
}
