/** An endpoint as `GET /api/admin/webhooks` answers it. */
export type WebhookEndpointRecord = {
  id: number;
  url: string;
  events: string[];
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: string | null;
  owner_name: string | null;
  deliveries_failed: number;
  deliveries_pending: number;
};

/** The words of an endpoint's state: on, off for failing, or off by its owner. */
export function statusKey(record: Pick<WebhookEndpointRecord, 'enabled' | 'disabled_reason'>): string {
  if (record.enabled) return 'resources.webhooks.statuses.enabled';
  return record.disabled_reason === 'failing' ? 'resources.webhooks.statuses.failing' : 'resources.webhooks.statuses.disabled';
}
