import { NotFoundPath } from './not-found-path';
import { NotFoundView } from './not-found-view';

/** Catch-all route: any path the route table does not know. */
export default function NotFoundPage() {
  return <NotFoundView detail={<NotFoundPath />} />;
}
