import { Outlet } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';

/** The authentication area: one centred card, full width on small screens. */
export default function AuthLayout() {
  return (
    <main id="main" className="auth">
      <div className="card">
        <Outlet />
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
