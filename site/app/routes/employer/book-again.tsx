import { data, Form, redirect } from 'react-router';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormError, SubmitButton, TextareaField } from '~/components/field';
import { useBusy } from '~/components/hires';
import { requireUserType } from '~/utils/auth.server';
import { failureKey } from '~/utils/hires.server';
import { useTranslation } from '~/utils/i18n';
import { authed, must, pathId, readForm, str } from '~/utils/market.server';
import type { ApiSchemas } from '~/utils/api-schemas';
import type { Route } from './+types/book-again';

export const handle = { titleKey: 'bookAgain.title' };

type Prefill = ApiSchemas['OfferPrefillDto'];
type Offer = ApiSchemas['OfferViewDto'];

/** /employer/book-again/:id (a freelancer's id): GET /api/employer/book-again/:id, the last job with them. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  const id = pathId(params.id);
  return { prefill: await must<Prefill>(request, `/employer/book-again/${id}`) };
}

type ActionData = {
  values: Record<string, string>;
  fieldErrors?: Record<string, string>;
  error?: string;
};

/** POST /api/employer/offers: the new job, offered to the freelancer; then the offer's page. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireUserType(request, 'employer');
  const form = await readForm(request);
  const freelancerId = pathId(params.id);
  const values = {
    job_date: str(form, 'job_date'),
    job_title: str(form, 'job_title'),
    work_description: str(form, 'work_description'),
    amount: str(form, 'amount').replace(/[,\s]/g, ''),
    open_if_declined: str(form, 'open_if_declined') === 'true' ? 'true' : 'false',
  };
  if (!values.job_date) return data<ActionData>({ values, fieldErrors: { job_date: 'bookAgain.dateRequired' } }, { status: 400 });
  const res = await authed<Offer>(request, '/employer/offers', {
    method: 'POST',
    body: {
      freelancer_id: freelancerId,
      job_date: values.job_date,
      ...(values.job_title ? { job_title: values.job_title } : {}),
      ...(values.work_description ? { work_description: values.work_description } : {}),
      ...(values.amount ? { amount: values.amount } : {}),
      open_if_declined: values.open_if_declined === 'true',
    },
  });
  if (res.status === 400) {
    const details = (res.body as { details?: Array<{ field: string; message: string }> }).details ?? [];
    const fieldErrors = Object.fromEntries(details.map((d) => [d.field, d.message]));
    return data<ActionData>({ values, fieldErrors, error: details.length ? undefined : failureKey(res) }, { status: 400 });
  }
  if (!res.ok || !res.body.data) return data<ActionData>({ values, error: failureKey(res) }, { status: res.status || 502 });
  return redirect(`/employer/offers/${res.body.data.id}`);
}

export default function BookAgain({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { prefill } = loaderData;
  const a = actionData as ActionData | undefined;
  const busy = useBusy('offer');
  const value = (name: string, fallback: string | null) => a?.values[name] ?? fallback ?? '';
  return (
    <main id="main" className="content narrow-content">
      <h1>{t('bookAgain.heading', { name: prefill.freelancer.name ?? '' })}</h1>
      <p className="muted">{t('bookAgain.intro')}</p>
      <Form method="post" className="card-section" noValidate>
        <CsrfInput />
        <input type="hidden" name="intent" value="offer" />
        <FormError error={a?.error} />
        <Field
          name="job_date"
          label={t('bookAgain.date')}
          hint={t('bookAgain.dateHint')}
          error={a?.fieldErrors?.job_date}
          input={{ type: 'date', required: true, defaultValue: value('job_date', '') }}
        />
        <Field name="job_title" label={t('bookAgain.jobTitle')} error={a?.fieldErrors?.job_title} input={{ required: true, maxLength: 150, defaultValue: value('job_title', prefill.job_title) }} />
        <TextareaField name="work_description" label={t('bookAgain.description')} error={a?.fieldErrors?.work_description} textarea={{ defaultValue: value('work_description', prefill.work_description) }} />
        <Field
          name="amount"
          label={t('bookAgain.amount', { currency: prefill.currency })}
          error={a?.fieldErrors?.amount}
          input={{ inputMode: 'decimal', required: true, defaultValue: value('amount', prefill.amount) }}
        />
        <dl className="amounts">
          {prefill.address || prefill.state_name ? (
            <div>
              <dt>{t('bookAgain.place')}</dt>
              <dd>{[prefill.address, prefill.state_name].filter(Boolean).join(', ')}</dd>
            </div>
          ) : null}
          {prefill.job_sart_time ? (
            <div>
              <dt>{t('bookAgain.hours')}</dt>
              <dd>{[prefill.job_sart_time, prefill.job_end_time].filter(Boolean).join(' – ')}</dd>
            </div>
          ) : null}
        </dl>
        <label className="check">
          <input type="checkbox" name="open_if_declined" value="true" defaultChecked={a?.values.open_if_declined === 'true'} />
          <span>{t('bookAgain.openIfDeclined')}</span>
        </label>
        <p className="field-hint">{t('bookAgain.openIfDeclinedHint')}</p>
        <SubmitButton busy={busy}>{t('bookAgain.send')}</SubmitButton>
      </Form>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
