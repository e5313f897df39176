import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/index.tsx'),
  route('home', 'routes/home.tsx'),
  layout('routes/_auth/layout.tsx', [
    route('login', 'routes/_auth/login.tsx'),
    route('signup-intro', 'routes/_auth/signup-intro.tsx'),
    route('signup', 'routes/_auth/signup.tsx'),
    route('verification', 'routes/_auth/verification.tsx'),
    route('forgot-password', 'routes/_auth/forgot-password.tsx'),
    route('reset-password', 'routes/_auth/reset-password.tsx'),
    route('signup-success', 'routes/_auth/signup-success.tsx'),
    route('user-welcome', 'routes/_auth/user-welcome.tsx'),
    route('unauthorized', 'routes/_auth/unauthorized.tsx'),
  ]),
  route('employer', 'routes/employer/layout.tsx', [
    route('signup', 'routes/employer/signup.tsx'),
    route('dashboard', 'routes/employer/dashboard.tsx'),
    route('*', 'routes/employer/splat.tsx'),
  ]),
  route('freelancer', 'routes/freelancer/layout.tsx', [
    route('signup', 'routes/freelancer/signup.tsx'),
    route('dashboard', 'routes/freelancer/dashboard.tsx'),
    route('*', 'routes/freelancer/splat.tsx'),
  ]),
  route('dashboard', 'routes/dashboard.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('set-locale', 'routes/set-locale.tsx'),
  route('uploads/:filename', 'routes/uploads.tsx'),
  route('*', 'routes/splat.tsx'),
] satisfies RouteConfig;
