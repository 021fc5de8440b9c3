import { Outlet } from 'react-router';

/** Pages shown without any chrome (/code/:id); the marker keeps the layout visible to tests. */
export default function NoLayout() {
  return (
    <div data-layout="none" id="main-content">
      <Outlet />
    </div>
  );
}
