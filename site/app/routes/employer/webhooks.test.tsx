import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@gigmarket/shared';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { I18nProvider, translate, type Dict } from '~/utils/i18n';
import WebhookDeliveriesPage from './webhook-deliveries';
import WebhooksPage, { eventKey } from './webhooks';
import type { WebhookDeliveryPage, WebhookEndpoint } from './webhooks.server';

afterEach(cleanup);

const dictOf = (locale: string) => (locale === 'fr' ? fr : en) as unknown as Dict;

function show(Component: unknown, loaderData: unknown, { locale = 'en', actionData }: { locale?: string; actionData?: unknown } = {}) {
  const C = Component as ComponentType<{ loaderData: unknown; actionData?: unknown }>;
  const Stub = createRoutesStub([
    {
      path: '/page',
      Component: () => (
        <I18nProvider locale={locale} dict={dictOf(locale)}>
          <C loaderData={loaderData} actionData={actionData} />
        </I18nProvider>
      ),
      action: () => null,
    },
  ]);
  return render(<Stub initialEntries={['/page']} />);
}

const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 7,
  url: 'https://hr.example.com/hooks',
  description: 'Our HR system',
  events: ['application.created', 'hire.paid'],
  enabled: true,
  disabled_reason: null,
  disabled_at: null,
  failing_since: null,
  secret_hint: 'whsec_…Ab9=',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('the Webhooks page', () => {
  it('says what to do when there is no endpoint, and offers every event in English and French', () => {
    show(WebhooksPage, { endpoints: [] });
    expect(screen.getByTestId('webhooks-empty').textContent).toContain('No endpoint yet');
    expect(screen.getAllByRole('checkbox')).toHaveLength(WEBHOOK_EVENT_TYPES.length);
    cleanup();
    show(WebhooksPage, { endpoints: [] }, { locale: 'fr' });
    expect(screen.getByTestId('webhooks-empty').textContent).toContain('Aucun point de terminaison');
    for (const type of WEBHOOK_EVENT_TYPES) {
      expect(translate(fr as unknown as Dict, eventKey(type))).not.toBe(eventKey(type));
      expect(translate(en as unknown as Dict, eventKey(type))).not.toBe(eventKey(type));
    }
  });

  it('shows the secret once, on the answer that made it, and asks before deleting', () => {
    show(WebhooksPage, { endpoints: [endpoint()] }, { actionData: { intent: 'create', secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2Vj', url: 'https://hr.example.com/hooks' } });
    expect(screen.getByTestId('webhook-secret').textContent).toBe('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2Vj');
    expect(screen.getByText(/shown only this once/)).toBeTruthy();
    const card = within(screen.getByTestId('webhooks'));
    expect(card.getByText('Someone applied · The worker was paid')).toBeTruthy();
    // Deleting is a question first (a <details>), then a second button that sends the form.
    expect(card.getByText(/Delete the endpoint https:\/\/hr.example.com\/hooks/)).toBeTruthy();
    expect(card.getByRole('button', { name: 'Yes, Delete' })).toBeTruthy();
    cleanup();
    show(WebhooksPage, { endpoints: [endpoint()] });
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('tells an endpoint turned off for failing, and puts the API’s field error beside the address', () => {
    show(WebhooksPage, { endpoints: [endpoint({ enabled: false, disabled_reason: 'failing' })] }, {
      actionData: { intent: 'create', fieldErrors: { url: 'url must reach a public address' }, values: { url: 'http://10.0.0.1/' }, events: ['hire.paid'] },
    });
    expect(screen.getByText('Turned off: it failed for three days')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeTruthy();
    const url = screen.getByLabelText('Address (https://…)') as HTMLInputElement;
    expect(url.value).toBe('http://10.0.0.1/');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('url must reach a public address')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /The worker was paid/ }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('the deliveries page', () => {
  const deliveries: WebhookDeliveryPage = {
    items: [
      {
        id: 3,
        event_id: 'evt_abc',
        event_type: 'hire.paid',
        status: 'delivered',
        attempts: 2,
        next_attempt_at: null,
        last_attempt_at: '2026-11-20T10:01:00.000Z',
        last_status_code: 200,
        delivered_at: '2026-11-20T10:01:00.000Z',
        created_at: '2026-11-20T10:00:00.000Z',
        attempt_log: [
          { id: 2, attempted_at: '2026-11-20T10:01:00.000Z', status_code: 200, error: null, response_body: 'ok', duration_ms: 40, succeeded: true },
          { id: 1, attempted_at: '2026-11-20T10:00:00.000Z', status_code: 500, error: null, response_body: null, duration_ms: 35, succeeded: false },
        ],
      },
    ],
    total: 1,
    page: 1,
    per_page: 20,
  };

  it('lists each delivery with its status, attempts and answer codes, and a button to send it again', () => {
    show(WebhookDeliveriesPage, { endpoint: endpoint(), deliveries }, { locale: 'fr' });
    const table = within(screen.getByTestId('webhook-deliveries'));
    expect(table.getByText('Le travailleur a été payé')).toBeTruthy();
    expect(table.getByText('Livré')).toBeTruthy();
    expect(table.getByText(/· 500 ·/)).toBeTruthy();
    expect(table.getByRole('button', { name: 'Renvoyer' })).toBeTruthy();
  });
});
