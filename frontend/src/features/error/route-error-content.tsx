import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { statusMessageFor } from './error-messages';
import { NotFoundPath } from './not-found-path';
import { NotFoundView } from './not-found-view';
import { ServerErrorView } from './server-error-view';

/** Status of a route error: thrown Responses keep theirs, anything else is a 500. */
export function routeErrorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The views behind RouteErrorView (loaded only when a route fails). */
export default function RouteErrorContent() {
  const error = useRouteError();
  const status = routeErrorStatus(error);

  useEffect(() => {
    if (status !== 404) console.error('[router] unhandled error', error);
  }, [error, status]);

  // A loader's 404 (an unknown post, code page…) reads as an unknown route does.
  if (status === 404) return <NotFoundView detail={<NotFoundPath />} />;
  return <ServerErrorView status={status} statusMessage={statusMessageFor(status)} />;
}
