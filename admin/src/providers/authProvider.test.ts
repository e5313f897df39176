import { noPermissionMessage } from '@gigmarket/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en';
import { MODERATOR, SUPERADMIN } from '../test/utils';
import { authProvider, userCanAccess } from './authProvider';
import { getToken } from './token';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('userCanAccess', () => {
  it('lets the superadmin do everything, users and roles included', () => {
    expect(userCanAccess(SUPERADMIN, 'admin/manage/users', 'delete')).toBe(true);
    expect(userCanAccess(SUPERADMIN, 'admin/manage/users/roles', 'edit')).toBe(true);
    expect(userCanAccess(SUPERADMIN, 'admin/countries', 'create')).toBe(true);
  });

  it('holds a limited admin to the permissions of the role', () => {
    expect(userCanAccess(MODERATOR, 'admin/categories', 'list')).toBe(true);
    expect(userCanAccess(MODERATOR, 'admin/categories', 'edit')).toBe(true);
    expect(userCanAccess(MODERATOR, 'admin/categories', 'delete')).toBe(false);
    expect(userCanAccess(MODERATOR, 'admin/transactions', 'show')).toBe(true);
    expect(userCanAccess(MODERATOR, 'admin/transactions', 'edit')).toBe(false);
    expect(userCanAccess(MODERATOR, 'admin/countries', 'list')).toBe(false);
    expect(userCanAccess(MODERATOR, 'admin/custom-messages', 'list')).toBe(false);
  });

  it('keeps users, roles and permissions for the superadmin even if a role names them', () => {
    const sneaky = { ...MODERATOR, permissions: ['users.list', 'roles.list'] };
    expect(userCanAccess(sneaky, 'admin/manage/users', 'list')).toBe(false);
    expect(userCanAccess(sneaky, 'admin/manage/users/roles', 'list')).toBe(false);
  });

  it('opens the dashboard and the account pages to every admin, and nothing to nobody', () => {
    expect(userCanAccess(MODERATOR, 'dashboard', 'read')).toBe(true);
    expect(userCanAccess(null, 'admin/categories', 'list')).toBe(false);
  });

  it('spells the no-permission message as the shared constant does', () => {
    expect(en.app.no_permission.replace('%{page}', 'Users')).toBe(noPermissionMessage('Users'));
  });
});

describe('authProvider', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs in through the back-office login, keeps the token and sends it afterwards', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: { token: 'tok-1', user: MODERATOR } }));
    await expect(authProvider.login({ email: 'moderator@gigmarket.test', password: 'x' })).resolves.toEqual({
      redirectTo: '/admin/dashboard',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/admin/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'moderator@gigmarket.test', password: 'x' });
    expect(getToken()).toBe('tok-1');

    expect(await authProvider.canAccess!({ resource: 'admin/listings', action: 'edit' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'admin/manage/users', action: 'list' })).toBe(false);
    const identity = await authProvider.getIdentity!();
    expect(identity).toMatchObject({ fullName: 'Musa Moderator', email: 'moderator@gigmarket.test' });
  });

  it('answers wrong credentials with the spec message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { result: false, message: 'Invalid login credentials' }));
    await expect(authProvider.login({ email: 'a@b.c', password: 'bad' })).rejects.toThrow('Invalid login credentials');
    expect(getToken()).toBeNull();
  });

  it('signs out on 401 but not on 403', async () => {
    localStorage.setItem('gigmarket.admin.token', 'tok');
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getToken()).toBe('tok');
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow();
    expect(getToken()).toBeNull();
  });

  it('sends a stored session whose current user cannot be loaded to the login', async () => {
    localStorage.setItem('gigmarket.admin.token', 'dead');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { result: false, message: 'Unauthorized' }));
    await expect(authProvider.checkAuth({})).rejects.toThrow();
    expect(getToken()).toBeNull();
  });

  it('revokes the token on logout and forgets it', async () => {
    localStorage.setItem('gigmarket.admin.token', 'tok');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { result: true }));
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/logout');
    expect(getToken()).toBeNull();
  });
});
