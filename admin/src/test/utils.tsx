import { useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
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
  const [queryClient] = useState(() => (rendered = new QueryClient()));
  return (
    <MemoryRouter initialEntries={[path]}>
    <AdminContext
      queryClient={queryClient}
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

/** The query client of the TestAdmin rendered last (each render has its own). */
let rendered: QueryClient | null = null;

function idle(): void {
  if (!rendered) throw new Error('settled() needs a TestAdmin rendered first');
  if (rendered.isFetching() > 0 || rendered.isMutating() > 0) throw new Error('the admin still waits for an answer');
}

/**
 * Resolves once every question the rendered admin asked (data, permissions: react-admin asks both
 * through react-query) has its answer drawn: what a test waits for before it checks that something
 * is absent, instead of sleeping. Call it after something the page shows once it has rendered
 * (a row), so the questions that row asks have started.
 */
export async function settled(): Promise<void> {
  await waitFor(idle);
  // react-query hands answers to the components on its next tick; let React draw them and run the
  // effects they cause, then make sure those asked nothing new.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  await waitFor(idle);
}
