import { Form } from 'react-router';
import { CsrfInput } from '~/components/csrf';
import { api } from '~/utils/api.server';
import { useTranslation } from '~/utils/i18n';
import { readForm } from '~/utils/market.server';
import type { Route } from './+types/stop-alerts';

export const handle = { titleKey: 'conversations.stopTitle' };

/** /alerts/stop/:token: the SMS digest's opt-out link. Opening it asks; the button stops (no sign-in needed). */
export function loader() {
  return null;
}

export async function action({ request, params }: Route.ActionArgs) {
  await readForm(request);
  const res = await api<{ name: string }>(`/saved-searches/stop/${encodeURIComponent(params.token)}`, { method: 'POST', request });
  if (res.ok) return { stopped: res.body.data?.name ?? '', unknown: false };
  return { stopped: null, unknown: true };
}

export default function StopAlerts({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main" className="content narrow">
      <h1>{t('conversations.stopTitle')}</h1>
      {actionData && actionData.stopped !== null ? (
        <p role="status">{t('conversations.stopped', { name: actionData.stopped })}</p>
      ) : actionData?.unknown ? (
        <p role="alert">{t('conversations.stopUnknown')}</p>
      ) : (
        <Form method="post">
          <CsrfInput />
          <p>{t('conversations.stopBody')}</p>
          <button type="submit" className="btn btn-primary">
            {t('conversations.stopConfirm')}
          </button>
        </Form>
      )}
    </main>
  );
}
