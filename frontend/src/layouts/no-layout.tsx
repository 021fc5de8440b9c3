import { Outlet } from 'react-router';

/**
 * Pages shown without any chrome (/code/:id); the marker keeps the layout visible to tests. The
 * page is the document's main landmark (axe: landmark-one-main, region).
 */
export default function NoLayout() {
  return (
    <main data-layout="none" id="main-content">
      <Outlet />
    </main>
  );
}
