import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './layouts/root-layout';
import { publicRoutes } from './routes/public-routes';
import { authRoutes } from './routes/auth-routes';
import { parentRoutes } from './routes/parent-routes';
import { directorRoutes } from './routes/director-routes';
import { specialistRoutes } from './routes/specialist-routes';
import { adminRoutes } from './routes/admin-routes';
import { devRoutes } from './routes/dev-routes';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      ...authRoutes,
      ...parentRoutes,
      ...directorRoutes,
      ...specialistRoutes,
      ...adminRoutes,
      ...devRoutes,
    ],
  },
]);
