import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_SCOPES } from '@gigmarket/shared';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { readCreateForm, type ApiKey, type CreatedApiKey } from '~/utils/api-keys.server';
import { I18nProvider, type Dict } from '~/utils/i18n';
import ApiKeysPage from './api-keys';

afterEach(cleanup);

const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: 7,
  name: 'Staffing system',
  prefix: 'gm_live_Ab12Cd34',
  scopes: ['listings:read', 'listings:write'],
  expires_at: null,
  revoked_at: null,
  last_used_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  status: 'active',
  ...over,
});

function show(loaderData: { keys: ApiKey[] | null }, { actionData, locale = 'en' }: { actionData?: unknown; locale?: string } = {}) {
  const C = ApiKeysPage as unknown as ComponentType<{ loaderData: unknown; actionData?: unknown }>;
  const Stub = createRoutesStub([
    {
      path: '/employer/account/api-keys',
      Component: () => (
        <I18nProvider locale={locale} dict={(locale === 'fr' ? fr : en) as unknown as Dict}>
          <C loaderData={loaderData} actionData={actionData} />
        </I18nProvider>
      ),
      action: () => null,
    },
  ]);
  return render(<Stub initialEntries={['/employer/account/api-keys']} />);
}

describe('the employer’s API keys', () => {
  it('says so when there is no key yet, and offers every scope to tick', () => {
    show({ keys: [] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('API keys');
    expect(screen.getByText('You have no API keys yet.')).toBeTruthy();
    const scopes = within(screen.getByRole('group', { name: 'Scopes' })).getAllByRole('checkbox') as HTMLInputElement[];
    expect(scopes.map((box) => box.value)).toEqual([...API_KEY_SCOPES]);
  });

  it('lists keys by their prefix only, and asks before revoking', () => {
    show({ keys: [key(), key({ id: 8, name: 'Old board', status: 'revoked', revoked_at: '2026-11-21T10:00:00.000Z', last_used_at: '2026-11-21T09:00:00.000Z' })] });
    const rows = screen.getAllByTestId('api-key-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('gm_live_Ab12Cd34…')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Last used: Never');
    // The revoke button only opens the question; the form that revokes is inside it.
    const summary = within(rows[0]!).getByText('Revoke');
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(within(details).getByText(/Revoke “Staffing system”\? Every system using it stops working at once/)).toBeTruthy();
    const confirm = within(details).getByRole('button', { name: 'Yes, Revoke' }) as HTMLButtonElement;
    const fields = new FormData(confirm.form!);
    expect(fields.get('intent')).toBe('revoke');
    expect(fields.get('id')).toBe('7');
    // A revoked key has nothing left to revoke.
    expect(within(rows[1]!).queryByText('Revoke')).toBeNull();
    expect(rows[1]!.textContent).toContain('Revoked');
  });

  it('shows a new key in full once, with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const created: CreatedApiKey = { ...key(), key: 'gm_live_Ab12Cd34secretsecretsecretsecretsecretsecre' };
    show({ keys: [key()] }, { actionData: { intent: 'create', created } });
    expect(screen.getByTestId('new-api-key').textContent).toBe(created.key);
    expect(screen.getByText('Copy it now: it will not be shown again. Store it like a password.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(created.key);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy());
    // The list never holds it.
    expect(screen.getByTestId('api-key-row').textContent).not.toContain(created.key);
  });

  it('shows the API’s refusal beside the field, in French too', () => {
    show({ keys: [] }, { actionData: { intent: 'create', error: 'Données invalides', fieldErrors: { scopes: 'scopes should not be empty' } }, locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Clés d’API');
    expect(screen.getByText('Vous n’avez encore aucune clé d’API.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Données invalides');
    expect(screen.getByText('scopes should not be empty')).toBeTruthy();
    expect(screen.getByLabelText('Expire le (facultatif)')).toBeTruthy();
  });

  it('says so when the keys cannot be loaded', () => {
    show({ keys: null });
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
  });
});

describe('the create form as the API takes it', () => {
  it('keeps only known scopes in their order, and an expiry day as its last second (UTC)', () => {
    const form = new FormData();
    form.set('name', '  Staffing system ');
    for (const scope of ['hires:read', 'admin:all', 'listings:read']) form.append('scopes', scope);
    form.set('expires_on', '2027-01-31');
    expect(readCreateForm(form)).toEqual({ name: 'Staffing system', scopes: ['listings:read', 'hires:read'], expires_at: '2027-01-31T23:59:59.000Z' });
    form.set('expires_on', '');
    expect(readCreateForm(form).expires_at).toBeNull();
  });
});
