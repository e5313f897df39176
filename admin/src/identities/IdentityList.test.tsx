import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import type { CurrentUser } from '../providers/token';
import { MODERATOR, settled, SUPERADMIN, TestAdmin } from '../test/utils';
import IdentityList from './IdentityList';
import IdentityShow from './IdentityShow';

/** Rows as `GET /api/admin/identities` answers them. */
const rows = [
  {
    id: 11,
    user_id: 7,
    user_name: 'Chidi Journey',
    user_type: 'freelancer',
    status: 'verified',
    reason: null,
    bank_name: 'Access Bank',
    account_last4: '6789',
    requested_at: '2026-11-20T10:00:00Z',
    verified_at: '2026-11-20T10:01:00Z',
    failed_at: null,
    revoked_at: null,
    revoked_by: null,
    revoke_reason: null,
    customer_code: 'CUS_abc',
  },
  {
    id: 12,
    user_id: 8,
    user_name: 'Bola Journey',
    user_type: 'employer',
    status: 'failed',
    reason: 'The name on this BVN does not match your profile',
    bank_name: 'Guaranty Trust Bank',
    account_last4: '1234',
    requested_at: '2026-11-21T10:00:00Z',
    verified_at: null,
    failed_at: '2026-11-21T10:01:00Z',
    revoked_at: null,
    revoked_by: null,
    revoke_reason: null,
    customer_code: 'CUS_def',
  },
];

function renderList(user: CurrentUser = SUPERADMIN) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const revokeIdentity = vi.fn(async () => ({ result: true, message: 'Badge revoked' }));
  render(
    <TestAdmin dataProvider={testDataProvider({ getList, revokeIdentity } as never)} user={user} path="/admin/identities">
      <ResourceContextProvider value="admin/identities">
        <IdentityList />
      </ResourceContextProvider>
      <Notification />
    </TestAdmin>,
  );
  return { getList, revokeIdentity };
}

/** The row holding `name`, once the list has settled (a name becomes a link when access is known). */
async function rowOf(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByText(name).closest('tr')).toBeTruthy());
  await waitFor(() => expect(screen.getByText(name).isConnected).toBe(true));
  return screen.getByText(name).closest('tr')!;
}

describe('IdentityList', () => {
  it('lists whose check it is, its state in words and why one failed', async () => {
    const { getList } = renderList();
    const verified = await rowOf('Chidi Journey');
    expect(within(verified).getByText('Verified')).toBeInTheDocument();
    expect(within(verified).getByText('Freelancer')).toBeInTheDocument();
    expect(verified).toHaveTextContent('6789');
    const failed = await rowOf('Bola Journey');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Employer')).toBeInTheDocument();
    expect(failed).toHaveTextContent('The name on this BVN does not match your profile');
    expect(getList).toHaveBeenCalledWith('admin/identities', expect.objectContaining({ sort: { field: 'id', order: 'DESC' } }));
    expect(screen.getAllByLabelText('Status').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('User type').length).toBeGreaterThan(0);
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
  });

  it('revokes a verified badge only with a reason, after asking', async () => {
    const user = userEvent.setup();
    const { revokeIdentity } = renderList();
    const verified = await rowOf('Chidi Journey');
    expect(within(await rowOf('Bola Journey')).queryByRole('button', { name: 'Revoke' })).toBeNull();
    await user.click(await within(verified).findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the badge of Chidi Journey?' });
    expect(dialog).toHaveTextContent('no longer shows anywhere');
    const confirm = within(dialog).getByRole('button', { name: 'Revoke' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Someone else’s account ');
    await user.click(confirm);
    await waitFor(() => expect(revokeIdentity).toHaveBeenCalledWith(11, 'Someone else’s account'));
    expect(await screen.findByText('Badge revoked')).toBeInTheDocument();
  });

  it('offers no revoke without identities.edit', async () => {
    renderList({ ...MODERATOR, permissions: [...MODERATOR.permissions, 'identities.list', 'identities.show'] });
    await rowOf('Chidi Journey');
    await settled();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      renderList();
      const verified = await rowOf('Chidi Journey');
      expect(within(verified).getByText('Vérifiée')).toBeInTheDocument();
      expect(within(await rowOf('Bola Journey')).getByText('Échouée')).toBeInTheDocument();
      expect(await within(verified).findByRole('button', { name: 'Retirer le badge' })).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});

describe('IdentityShow', () => {
  const revoked = {
    ...rows[0],
    status: 'revoked',
    reason: 'Someone else’s account',
    revoked_at: '2026-11-22T10:00:00Z',
    revoked_by: 1,
    revoked_by_name: 'Super Admin',
    revoke_reason: 'Someone else’s account',
    events: [
      { at: '2026-11-20T10:00:00Z', action: 'requested', by_name: 'Chidi Journey', reason: null },
      { at: '2026-11-20T10:01:00Z', action: 'verified', by_name: null, reason: null },
      { at: '2026-11-22T10:00:00Z', action: 'revoked', by_name: 'Super Admin', reason: 'Someone else’s account' },
    ],
  };

  function renderShow(record: Record<string, unknown>) {
    const getOne = vi.fn(async () => ({ data: record }));
    render(
      <TestAdmin dataProvider={testDataProvider({ getOne } as never)} user={SUPERADMIN} path={`/admin/identities/${record.id}/show`}>
        <ResourceContextProvider value="admin/identities">
          <Routes>
            <Route path="/admin/identities/:id/show" element={<IdentityShow />} />
          </Routes>
        </ResourceContextProvider>
      </TestAdmin>,
    );
  }

  it('shows why the badge was revoked, by whom, and the audit trail in order', async () => {
    renderShow(revoked);
    const trail = await screen.findByRole('table', { name: 'Audit trail' });
    const lines = within(trail).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Check requested', 'Chidi Journey', ''],
      ['Verified', 'The bank check (Paystack)', ''],
      ['Badge revoked', 'Super Admin', 'Someone else’s account'],
    ]);
    expect(document.querySelector('.ra-field-revoke_reason')).toHaveTextContent('Someone else’s account');
    expect(document.querySelector('.ra-field-revoked_by_name')).toHaveTextContent('Super Admin');
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('shows why a check failed, and says when nothing is recorded', async () => {
    renderShow({ ...rows[1], events: [] });
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
    expect(document.querySelector('.ra-field-reason')).toHaveTextContent('Why it failed');
    expect(document.querySelector('.ra-field-reason')).toHaveTextContent('The name on this BVN does not match your profile');
  });
});
