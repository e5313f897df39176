import { Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Resource, type DataProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { ChangePasswordPage } from './account/ChangePasswordPage';
import { ProfilePage } from './account/ProfilePage';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { darkTheme, lightTheme } from './layout/theme';
import { LedgerAccountsPage } from './ledger';
import { LoginPage } from './login/LoginPage';
import { MessagingCostPage } from './messagingcost';
import { authProvider } from './providers/authProvider';
import { dataProvider as defaultDataProvider } from './providers/dataProvider';
import { ALL_RESOURCES } from './resources';
import { CHANGE_PASSWORD_PATH, DASHBOARD_PATH, LEDGER_ACCOUNTS_PATH, MESSAGING_COST_PATH, PROFILE_PATH } from './routes';
import type { AuthProvider, Store } from 'react-admin';

const ToDashboard = () => <Navigate to={DASHBOARD_PATH} replace />;

export function App({
  dataProvider = defaultDataProvider,
  auth = authProvider,
  store,
}: {
  dataProvider?: DataProvider;
  auth?: AuthProvider;
  store?: Store;
}) {
  return (
    <Admin
      title="GigMarket"
      dataProvider={dataProvider}
      authProvider={auth}
      i18nProvider={i18nProvider}
      store={store}
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={ToDashboard}
      catchAll={ToDashboard}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
      requireAuth
      disableTelemetry
    >
      {ALL_RESOURCES.map(({ rest, ...resource }) => (
        <Resource key={rest} {...resource} />
      ))}
      <CustomRoutes>
        <Route path={DASHBOARD_PATH} element={<Dashboard />} />
        <Route path={PROFILE_PATH} element={<ProfilePage />} />
        <Route path={CHANGE_PASSWORD_PATH} element={<ChangePasswordPage />} />
        <Route
          path={LEDGER_ACCOUNTS_PATH}
          element={
            <Suspense fallback={<Loading />}>
              <LedgerAccountsPage />
            </Suspense>
          }
        />
        <Route
          path={MESSAGING_COST_PATH}
          element={
            <Suspense fallback={<Loading />}>
              <MessagingCostPage />
            </Suspense>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}
