import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { userCanAccess } from '../providers/authProvider';
import type { CurrentUser } from '../providers/token';

export const SUPERADMIN: CurrentUser = {
  id: 1,
  name: 'Super Admin',
  email: 'admin@gigmarket.test',
  avatar: null,
  user_type: 'superadmin',
  permissions: [],
};

export const MODERATOR: CurrentUser = {
  id: 2,
  name: 'Musa Moderator',
  email: 'moderator@gigmarket.test',
  avatar: null,
  user_type: 'admin',
  permissions: [
    ...['categories', 'listings', 'jobapplication', 'posts'].flatMap((r) => [`${r}.list`, `${r}.show`, `${r}.edit`]),
    'transactions.list',
    'transactions.show',
  ],
};

/** An auth provider that is signed in as `user` and answers canAccess with the app's own rule. */
export function fakeAuth(user: CurrentUser): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: user.id, fullName: user.name ?? '', email: user.email ?? '' }),
    getPermissions: async () => ({ userType: user.user_type, permissions: user.permissions }),
    canAccess: async ({ resource, action }) => userCanAccess(user, resource, action),
  };
}

export function TestAdmin({
  children,
  dataProvider = testDataProvider(),
  user = SUPERADMIN,
  path = '/',
  store,
}: {
  children: ReactNode;
  dataProvider?: DataProvider;
  user?: CurrentUser;
  path?: string;
  /** react-admin's store, e.g. `memoryStore({ 'admin/payouts.listParams': {...} })` for a remembered sort. */
  store?: Store;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
    <AdminContext
      dataProvider={dataProvider}
      authProvider={fakeAuth(user)}
      i18nProvider={i18nProvider}
      store={store ?? memoryStore()}
    >
      {children}
    </AdminContext>
    </MemoryRouter>
  );
}
