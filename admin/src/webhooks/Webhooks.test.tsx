import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { userCanAccess } from '../providers/authProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { MODERATOR, SUPERADMIN, TestAdmin } from '../test/utils';
import WebhookList from './WebhookList';
import WebhookShow from './WebhookShow';

/** Rows as `GET /api/admin/webhooks` answers them. */
const base = { description: null, disabled_at: null, secret_hint: 'whsec_…Ab9=', created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z', deliveries_delivered: 3 };
const rows = [
  { ...base, id: 8, user_id: 9, owner_name: 'Keys Staffing Boss', url: 'https://hr.example.com/hooks', events: ['application.created', 'hire.paid'], enabled: false, disabled_reason: 'failing', failing_since: '2026-11-17T10:00:00Z', deliveries_failed: 4, deliveries_pending: 2 },
  { ...base, id: 7, user_id: 12, owner_name: 'Acme Works Boss', url: 'https://acme.example.com/gm', events: ['hire.funded'], enabled: true, disabled_reason: null, failing_since: null, deliveries_failed: 0, deliveries_pending: 0 },
];
const detail = {
  ...rows[0],
  deliveries: [
    {
      id: 31,
      event_id: 'evt_Vt1o0mVhlQe6kT1mC3d5N2Yq',
      event_type: 'application.created',
      status: 'failed',
      attempts: 2,
      next_attempt_at: null,
      last_attempt_at: '2026-11-20T10:01:00Z',
      last_status_code: 500,
      delivered_at: null,
      created_at: '2026-11-20T10:00:00Z',
      attempt_log: [
        { id: 2, attempted_at: '2026-11-20T10:01:00Z', status_code: 500, error: null, response_body: 'not now', duration_ms: 40, succeeded: false },
        { id: 1, attempted_at: '2026-11-20T10:00:00Z', status_code: null, error: 'connect ECONNREFUSED', response_body: null, duration_ms: 3, succeeded: false },
      ],
    },
  ],
};

describe('webhook endpoints in the back office', () => {
  it('lists every endpoint with its owner, events, state and failures', async () => {
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    render(
      <TestAdmin dataProvider={testDataProvider({ getList } as never)} path="/admin/webhooks">
        <ResourceContextProvider value="admin/webhooks">
          <WebhookList />
        </ResourceContextProvider>
      </TestAdmin>,
    );
    await waitFor(() => expect(screen.getByText('https://hr.example.com/hooks')).toBeInTheDocument());
    const failing = screen.getByText('https://hr.example.com/hooks').closest('tr')!;
    expect(failing).toHaveTextContent('Keys Staffing Boss');
    expect(failing).toHaveTextContent('application.created, hire.paid');
    expect(failing).toHaveTextContent('Turned off: failing for three days');
    expect(within(failing).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['4', '2']));
    expect(screen.getByText('https://acme.example.com/gm').closest('tr')).toHaveTextContent('On');
  });

  it('shows each delivery’s attempts, and resends one only after asking', async () => {
    const user = userEvent.setup();
    const getOne = vi.fn(async () => ({ data: detail }));
    const resendWebhookDelivery = vi.fn(async () => ({ ...detail.deliveries[0], status: 'pending' }));
    render(
      <TestAdmin dataProvider={testDataProvider({ getOne, resendWebhookDelivery } as never)} path="/admin/webhooks/8/show">
        <ResourceContextProvider value="admin/webhooks">
          <Routes>
            <Route path="/admin/webhooks/:id/show" element={<WebhookShow />} />
          </Routes>
        </ResourceContextProvider>
      </TestAdmin>,
    );
    const row = await screen.findByTestId('delivery-31');
    expect(row).toHaveTextContent('application.created');
    expect(row).toHaveTextContent('Given up');
    expect(row).toHaveTextContent(': 500');
    expect(row).toHaveTextContent('no answer (connect ECONNREFUSED)');
    await user.click(within(row).getByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send evt_Vt1o0mVhlQe6kT1mC3d5N2Yq once more?' });
    expect(resendWebhookDelivery).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(resendWebhookDelivery).toHaveBeenCalledWith(8, 31));
  });

  it('is the superadmin’s alone, and speaks French', async () => {
    expect(userCanAccess(SUPERADMIN, 'admin/webhooks', 'list')).toBe(true);
    expect(userCanAccess({ ...MODERATOR, permissions: [...MODERATOR.permissions, 'webhooks.list'] }, 'admin/webhooks', 'list')).toBe(false);
    await i18nProvider.changeLocale('fr');
    try {
      expect(i18nProvider.translate('resources.admin/webhooks.name', { smart_count: 2 })).toBe('Points de terminaison webhook');
      expect(i18nProvider.translate('resources.webhooks.resend.label')).toBe('Renvoyer');
      expect(i18nProvider.translate('resources.webhooks.statuses.failing')).toBe('Désactivé : en échec depuis trois jours');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
