import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { userCanAccess } from '../providers/authProvider';
import { MODERATOR, SUPERADMIN, TestAdmin } from '../test/utils';
import { i18nProvider } from '../i18n/i18nProvider';
import ApiKeyCreate from './ApiKeyCreate';
import ApiKeyList from './ApiKeyList';

/** Rows as `GET /api/admin/apikeys` answers them. */
const rows = [
  { id: 4, name: 'Job board feed', prefix: 'gm_live_Zz99Yy88', scopes: ['listings:read'], status: 'active', user_id: 1, owner_name: 'Ada Admin', expires_at: null, revoked_at: null, last_used_at: null, created_at: '2026-11-20T10:00:00Z' },
  { id: 3, name: 'Old agency', prefix: 'gm_live_Aa11Bb22', scopes: ['listings:read', 'listings:write'], status: 'revoked', user_id: 9, owner_name: 'Keys Staffing Boss', expires_at: null, revoked_at: '2026-11-21T10:00:00Z', last_used_at: '2026-11-21T09:00:00Z', created_at: '2026-11-19T10:00:00Z' },
];

async function rowOf(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByText(name).closest('tr')).toBeTruthy());
  return screen.getByText(name).closest('tr')!;
}

describe('API keys in the back office', () => {
  it('lists every key with its owner and prefix, and revokes a live one after asking', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    const deleteOne = vi.fn(async () => ({ data: { ...rows[0], status: 'revoked' } }));
    render(
      <TestAdmin dataProvider={testDataProvider({ getList, delete: deleteOne } as never)} path="/admin/apikeys">
        <ResourceContextProvider value="admin/apikeys">
          <ApiKeyList />
        </ResourceContextProvider>
      </TestAdmin>,
    );
    const live = await rowOf('Job board feed');
    expect(live).toHaveTextContent('gm_live_Zz99Yy88…');
    expect(live).toHaveTextContent('Ada Admin');
    expect(live).toHaveTextContent('Active');
    const revoked = await rowOf('Old agency');
    expect(revoked).toHaveTextContent('Revoked');
    expect(within(revoked).queryByRole('button', { name: 'Revoke' })).toBeNull();
    await user.click(await within(live).findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the key “Job board feed”?' });
    expect(dialog).toHaveTextContent('stops working at once');
    expect(deleteOne).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('admin/apikeys', expect.objectContaining({ id: 4 })));
  });

  it('shows a new key in full once, after creating it', async () => {
    const user = userEvent.setup();
    const secret = 'gm_live_NewNewNewNewNewNewNewNewNewNewNewNewNew1234';
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 5, ...data, prefix: secret.slice(0, 16), status: 'active', key: secret } }));
    render(
      <TestAdmin dataProvider={testDataProvider({ create } as never)} path="/admin/apikeys/create">
        <ResourceContextProvider value="admin/apikeys">
          <ApiKeyCreate />
        </ResourceContextProvider>
      </TestAdmin>,
    );
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Marketplace export');
    await user.click(screen.getByRole('checkbox', { name: 'listings:read' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({ name: 'Marketplace export', scopes: ['listings:read'] });
    expect((await screen.findByTestId('new-api-key')).textContent).toBe(secret);
    expect(screen.getByText(/Copy it now: it will not be shown again/)).toBeInTheDocument();
  });

  it('is the superadmin’s alone, and speaks French', async () => {
    expect(userCanAccess(SUPERADMIN, 'admin/apikeys', 'list')).toBe(true);
    expect(userCanAccess({ ...MODERATOR, permissions: [...MODERATOR.permissions, 'apikeys.list'] }, 'admin/apikeys', 'list')).toBe(false);
    await i18nProvider.changeLocale('fr');
    try {
      expect(i18nProvider.translate('resources.admin/apikeys.name', { smart_count: 2 })).toBe('Clés d’API');
      expect(i18nProvider.translate('resources.apikeys.revoke.label')).toBe('Révoquer');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
