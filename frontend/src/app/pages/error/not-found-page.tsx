import { NotFoundPath } from '@/features/error/not-found-path';
import { NotFoundView } from '@/features/error/not-found-view';

/** Catch-all route: any path the route table does not know. */
export default function NotFoundPage() {
  return <NotFoundView detail={<NotFoundPath />} />;
}
