// The floor the real SPA is compared with: the same four libraries and one trivial route.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import styled from 'styled-components';

const Title = styled.h1`
  font-family: system-ui, sans-serif;
  color: #16a34a;
`;

const router = createBrowserRouter([{ path: '*', element: <Title>Baseline</Title> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <RouterProvider router={router} />,
);
