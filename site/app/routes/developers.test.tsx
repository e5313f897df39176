import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, WEBHOOK_EVENT_EXAMPLES, WEBHOOK_EVENT_TYPES } from '@gigmarket/shared';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { I18nProvider, type Dict } from '~/utils/i18n';
import DevelopersPage, { OPENAPI_PATH, type Developers } from './developers';

afterEach(cleanup);

/** What `GET /api/developers` answers, with a per-key limit of this API's configuration (not the default 120). */
const developers: Developers = {
  scopes: [...API_KEY_SCOPES],
  limits: { requests_per_window: 45, window_seconds: 60, keys_per_owner: 20, key_max_expiry_days: 730, per_page_max: 100 },
  idempotency: { header: 'Idempotency-Key', replayed_header: 'Idempotent-Replayed', pattern: '^[A-Za-z0-9_-]{8,64}$', keep_days: 30 },
  cursor_param: 'cursor',
  webhooks: {
    events: WEBHOOK_EVENT_TYPES.map((type) => ({ type, example: { ...WEBHOOK_EVENT_EXAMPLES[type] } })),
    endpoints_per_user: 10,
    timeout_seconds: 10,
    retry_window_hours: 72,
    tolerance_seconds: 300,
  },
  openapi_url: '/api/docs-json',
};

function show(loaderData: { developers: Developers | null }, locale = 'en') {
  const Page = DevelopersPage as unknown as ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([
    {
      path: '/developers',
      Component: () => (
        <I18nProvider locale={locale} dict={(locale === 'fr' ? fr : en) as unknown as Dict}>
          <Page loaderData={loaderData} />
        </I18nProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/developers']} />);
}

describe('the Developers page', () => {
  it('shows every scope in words, the configured per-key limit and every event with its example body', () => {
    show({ developers });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Developers');
    const scopes = within(screen.getByTestId('developers-scopes'));
    for (const scope of API_KEY_SCOPES) expect(scopes.getByText(scope)).toBeTruthy();
    expect(scopes.getByText('Approve applicants and act on hires')).toBeTruthy();
    expect(screen.getByTestId('developers-rate').textContent).toBe(
      'Each key may make 45 requests every 60 seconds. Past that, the answer is 429 with Retry-After (in seconds) and nothing is done.',
    );
    const events = within(screen.getByTestId('developers-events'));
    expect(events.getAllByRole('listitem')).toHaveLength(WEBHOOK_EVENT_TYPES.length);
    expect(events.getByText('Someone applied', { exact: false })).toBeTruthy();
    const example = events.getByLabelText('Example body of hire.funded');
    expect(JSON.parse(example.textContent!)).toEqual(WEBHOOK_EVENT_EXAMPLES['hire.funded']);
    expect(screen.getByText(/new Webhook\(process\.env\.GIGMARKET_WEBHOOK_SECRET\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the OpenAPI document (JSON)' }).getAttribute('href')).toBe(OPENAPI_PATH);
    expect(screen.getByRole('link', { name: 'Create a key (employers)' }).getAttribute('href')).toBe('/employer/account/api-keys');
  });

  it('is in French, and says so when the API could not be reached instead of showing empty lists', () => {
    show({ developers }, 'fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Développeurs');
    expect(screen.getByTestId('developers-rate').textContent).toContain('Chaque clé peut faire 45 requêtes toutes les 60 secondes');
    expect(within(screen.getByTestId('developers-scopes')).getByText('Retenir des candidats et agir sur les embauches')).toBeTruthy();
    cleanup();
    show({ developers: null });
    expect(screen.getByTestId('developers-error').textContent).toContain('could not be loaded');
    expect(screen.queryByTestId('developers-scopes')).toBeNull();
    // What does not depend on the API stays: how to get a key and verify a delivery.
    expect(screen.getByRole('heading', { name: 'Verify a delivery' })).toBeTruthy();
  });
});
