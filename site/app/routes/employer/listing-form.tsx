import { useEffect, useState } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { MAX_POSITIONS, ROSTER_FIRST, SHIFTS } from '@gigmarket/shared';
import { sizedImage } from '~/utils/images';
import { ActionButton } from '~/components/confirm';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FieldError, FormError, SelectField, TextareaField } from '~/components/field';
import { PlacePicker } from '~/components/place-picker';
import { api, uploadUrl } from '~/utils/api.server';
import { requireUserType } from '~/utils/auth.server';
import { useTranslation } from '~/utils/i18n';
import { authed, loadCategories, must, readForm, str, type Listing, pathId } from '~/utils/market.server';
import { messageKey } from '~/utils/messages';
import { loadLookup } from '~/utils/profile.server';
import { loadLgas } from '~/utils/places.server';
import { getSession, redirectWithSession, setToast } from '~/utils/session.server';
import { getT } from '~/utils/i18n.server';
import { useValidatedForm } from '~/utils/forms';
import { ListingSchema, parseForm } from '~/utils/schemas';
import { normalizeAmount } from '~/utils/money';
import { lagosDateTime } from '~/utils/format';
import type { Route } from './+types/listing-form';

export const handle = { titleKey: 'listings.form' };

const TEXT_FIELDS = [
  'job_title', 'job_date', 'job_end_date', 'job_time', 'job_sart_time', 'job_end_time', 'address', 'location',
  'work_description', 'work_duration', 'expected_result',
] as const;
const NUMBER_FIELDS = ['category_id', 'job_type', 'state', 'lga_id', 'latitude', 'longitude'] as const;
const IMAGE = /^image\/(png|jpe?g|webp|gif|avif)$/;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  const [categories, jobTypes, states, listing] = await Promise.all([
    loadCategories(request),
    loadLookup(request, 'jobtypes'),
    loadLookup(request, 'states'),
    params.id ? must<Listing>(request, `/employer/listings/${pathId(params.id)}`) : Promise.resolve(null),
  ]);
  // "Offer it to my favourites first" is offered only to an employer who has favourites (docs/roster.md "Roster first").
  const favourites = await authed<unknown[]>(request, '/employer/favourites');
  return {
    favourites: favourites.ok && Array.isArray(favourites.body.data) ? favourites.body.data.length : 0,
    lgas: await loadLgas(request, listing?.state),
    categories: categories.map((c) => ({ id: c.id, name: c.category_name })),
    jobTypes,
    states,
    listing,
    pictures: (listing?.pictures ?? []).map((p) => ({ name: p, url: uploadUrl(p) })),
  };
}

type Errors = Record<string, string>;
type ShiftRow = { date: string; start_time: string; end_time: string };

/** The shift rows as typed (docs/shifts.md): a row without a day is left out. */
function shiftRows(form: FormData): ShiftRow[] {
  const days = form.getAll('shift_date').map(String);
  const starts = form.getAll('shift_start').map(String);
  const ends = form.getAll('shift_end').map(String);
  return days.map((date, n) => ({ date: date.trim(), start_time: (starts[n] ?? '').trim(), end_time: (ends[n] ?? '').trim() })).filter((row) => row.date !== '');
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireUserType(request, 'employer');
  const form = await readForm(request);
  const publish = str(form, 'status') === 'open';
  const pricing = str(form, 'pricing') === 'range' ? 'range' : 'fixed';
  const body: Record<string, unknown> = { pricing };
  for (const f of TEXT_FIELDS) body[f] = str(form, f) || null;
  for (const f of NUMBER_FIELDS) body[f] = str(form, f) === '' ? null : Number(str(form, f));
  // Amounts as people type them ("30,000", "30 000") reach the API as its decimals ("30000.00").
  const amount = (field: string) => (str(form, field) === '' ? null : (normalizeAmount(str(form, field)) ?? str(form, field)));
  if (pricing === 'fixed') body.amount = amount('amount');
  else Object.assign(body, { min_amount: amount('min_amount'), max_amount: amount('max_amount') });
  // How many people the job hires (docs/hire-to-pay.md "Jobs that fill"); empty keeps the API's default of 1.
  if (str(form, 'positions')) body.positions = Number(str(form, 'positions'));
  // Several days in one job (docs/shifts.md): the job's dates come from its shifts.
  const shifts = params.id ? [] : shiftRows(form);
  if (shifts.length) {
    body.shifts = shifts;
    for (const f of ['job_date', 'job_end_date', 'job_sart_time', 'job_end_time']) delete body[f];
  }
  const rosterFirst = publish && str(form, 'roster_first') === '1';
  const rosterHours = Number(str(form, 'roster_first_hours') || ROSTER_FIRST.defaultHours);

  // The same schema the browser checked (ListingSchema: the API's rules, and what publishing needs).
  const checked = parseForm(ListingSchema, form);
  const errors: Errors = checked.success ? {} : { ...checked.errors };
  // Pictures: the ones kept, then the new uploads.
  const kept = form.getAll('keep_picture').filter((v): v is string => typeof v === 'string' && v !== '');
  const token = (await getSession(request)).get('token') ?? '';
  const pictures = [...kept];
  for (const file of form.getAll('pictures_files')) {
    if (!(file instanceof File) || file.size === 0) continue;
    if (!IMAGE.test(file.type)) {
      errors.pictures = 'errors.imageOnly';
      continue;
    }
    const up = new FormData();
    up.append('file', file, file.name);
    const res = await api<{ filename: string }>('/uploads', { method: 'POST', token, form: up, request });
    if (res.ok && res.body.data?.filename) pictures.push(res.body.data.filename);
    else errors.pictures = messageKey(res.body);
  }
  body.pictures = pictures;
  const values = Object.fromEntries([...TEXT_FIELDS, ...NUMBER_FIELDS, 'amount', 'min_amount', 'max_amount', 'pricing', 'positions', 'roster_first', 'roster_first_hours'].map((f) => [f, str(form, f)]));
  if (Object.keys(errors).length) return data({ fieldErrors: errors, formError: 'listings.v.fix', values, pictures, shifts }, { status: 400 });

  const id = params.id ? pathId(params.id) : null;
  let res = id
    ? await authed<Listing>(request, `/employer/listings/${id}`, { method: 'PATCH', body })
    : await authed<Listing>(request, '/employer/listings', { method: 'POST', body: { ...body, status: publish ? 'open' : 'draft', ...(rosterFirst ? { roster_first_hours: rosterHours } : {}) } });
  if (res.ok && id && publish && res.body.data?.status === 'draft') {
    res = await authed<Listing>(request, `/employer/listings/${id}/publish`, { method: 'POST', ...(rosterFirst ? { body: { roster_first_hours: rosterHours } } : {}) });
  }
  if (!res.ok) {
    const fieldErrors = res.body.errors ?? {};
    return data({ fieldErrors, formError: messageKey(res.body), values, pictures, shifts }, { status: res.status || 502 });
  }
  const session = await getSession(request);
  const t = await getT(request);
  setToast(session, { type: 'success', title: t('app.success'), description: t(rosterFirst && res.ok ? 'rosterFirst.sent' : publish ? 'listings.published' : 'listings.saved') });
  const status = res.body.data?.status ?? (publish ? 'open' : 'draft');
  return redirectWithSession(`/employer/listings?status=${status}`, session);
}

export default function ListingForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const nav = useNavigation();
  const busy = nav.state === 'submitting';
  const l = loaderData.listing;
  const v = (actionData?.values ?? {}) as Record<string, string>;
  const form = useValidatedForm(ListingSchema, actionData);
  const e = form.errors as Errors;
  const val = (name: string, fallback: unknown) => (name in v ? v[name] : fallback == null ? '' : String(fallback));
  const pricing = val('pricing', l?.pricing ?? 'fixed');
  // The pay type decides which amounts are asked. Until the page runs (no JavaScript) every amount
  // shows, and the action keeps only the chosen type's.
  const [pricingNow, setPricingNow] = useState(pricing);
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const kept = actionData?.pictures ? actionData.pictures.map((p) => ({ name: p, url: `/uploads/${encodeURIComponent(p)}` })) : loaderData.pictures;
  const sel = (name: string, fallback: unknown) => ({ defaultValue: val(name, fallback) });
  // Shift rows: three to start with (a Friday-to-Sunday job), more on "Add a shift".
  const typedShifts = (actionData && 'shifts' in actionData ? (actionData.shifts as ShiftRow[]) : null) ?? [];
  const [shiftCount, setShiftCount] = useState(Math.max(3, typedShifts.length));
  return (
    <main id="main" className="content">
      <h1>{l ? t('listings.editTitle') : t('listings.add')}</h1>
      {l ? <p className="muted">{t(`status.${l.status}`)}</p> : null}
      {l?.status === 'draft' && l.public_from ? (
        <div className="notice-box">
          <p data-testid="roster-first-banner">{t('rosterFirst.bannerEmployer', { count: loaderData.favourites, time: lagosDateTime(l.public_from, locale) })}</p>
          <ActionButton intent="open-now" action="/employer/listings" label={t('rosterFirst.openNow')} fields={{ id: l.id }} />
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="card wide form-card" noValidate key={l?.id ?? 'new'} onSubmit={form.onSubmit} onChange={form.onChange}>
        <CsrfInput />
        <FormError error={form.submitted && Object.keys(e).length && !actionData?.formError ? 'listings.v.fix' : actionData?.formError} />
        <h2 className="form-step">{t('listings.steps.job')}</h2>
        <Field name="job_title" label={t('listings.f.job_title')} error={e.job_title} input={{ defaultValue: val('job_title', l?.job_title), required: true, maxLength: 150 }} />
        <div className="row">
          <SelectField name="category_id" label={t('listings.f.category')} error={e.category_id} options={loaderData.categories} select={sel('category_id', l?.category_id)} />
          <SelectField name="job_type" label={t('listings.f.job_type')} error={e.job_type} options={loaderData.jobTypes.items} loadError={loaderData.jobTypes.error ?? undefined} select={sel('job_type', l?.job_type)} />
        </div>
        <h2 className="form-step">{t('listings.steps.pay')}</h2>
        <fieldset className="field">
          <legend>{t('listings.f.pricing')}</legend>
          <div className="inline-choices">
            {(['fixed', 'range'] as const).map((p) => (
              <label key={p} className="check">
                <input type="radio" name="pricing" value={p} defaultChecked={pricing === p} onChange={() => setPricingNow(p)} />
                <span>{t(`listings.f.${p}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="row" data-testid="fixed-amount" hidden={running && pricingNow !== 'fixed'}>
          <Field name="amount" label={t('listings.f.amount')} error={e.amount} hint={t('listings.f.amountHint')} input={{ inputMode: 'decimal', defaultValue: val('amount', l?.pricing === 'fixed' ? l?.amount : '') }} />
        </div>
        <div className="row" data-testid="range-amounts" hidden={running && pricingNow !== 'range'}>
          <Field name="min_amount" label={t('listings.f.min_amount')} error={e.min_amount} input={{ inputMode: 'decimal', defaultValue: val('min_amount', l?.pricing === 'range' ? l?.min_amount : '') }} />
          <Field name="max_amount" label={t('listings.f.max_amount')} error={e.max_amount} input={{ inputMode: 'decimal', defaultValue: val('max_amount', l?.pricing === 'range' ? l?.max_amount : '') }} />
        </div>
        <h2 className="form-step">{t('listings.steps.when')}</h2>
        <div className="row">
          <Field name="job_date" label={t('listings.f.job_date')} error={e.job_date} input={{ type: 'date', defaultValue: val('job_date', l?.job_date) }} />
          <Field name="job_end_date" label={t('listings.f.job_end_date')} error={e.job_end_date} input={{ type: 'date', defaultValue: val('job_end_date', l?.job_end_date) }} />
        </div>
        <div className="row three">
          <Field name="job_time" label={t('listings.f.job_time')} error={e.job_time} input={{ defaultValue: val('job_time', l?.job_time), maxLength: 50 }} />
          <Field name="job_sart_time" label={t('listings.f.start')} error={e.job_sart_time} input={{ type: 'time', defaultValue: val('job_sart_time', l?.job_sart_time) }} />
          <Field name="job_end_time" label={t('listings.f.end')} error={e.job_end_time} input={{ type: 'time', defaultValue: val('job_end_time', l?.job_end_time) }} />
        </div>
        {!l ? (
          <fieldset className="field" data-testid="shifts">
            <legend>{t('shifts.formTitle')}</legend>
            <p className="hint" id="shifts-hint">{t('shifts.formHint', { max: SHIFTS.max })}</p>
            <FieldError id="f-shifts-error" error={e.shifts} />
            {Array.from({ length: shiftCount }, (_, n) => (
              <div className="row three" key={n} data-testid={`shift-row-${n}`}>
                <Field name="shift_date" label={t('shifts.day', { n: n + 1 })} error={e[`shifts.${n}.date`]} input={{ id: `f-shift_date-${n}`, type: 'date', defaultValue: typedShifts[n]?.date ?? '' }} />
                <Field name="shift_start" label={t('shifts.start', { n: n + 1 })} error={e[`shifts.${n}.start_time`]} input={{ id: `f-shift_start-${n}`, type: 'time', defaultValue: typedShifts[n]?.start_time ?? '' }} />
                <Field name="shift_end" label={t('shifts.end', { n: n + 1 })} error={e[`shifts.${n}.end_time`]} input={{ id: `f-shift_end-${n}`, type: 'time', defaultValue: typedShifts[n]?.end_time ?? '' }} />
              </div>
            ))}
            {running && shiftCount < SHIFTS.max ? (
              <button type="button" className="btn btn-secondary" onClick={() => setShiftCount((count) => Math.min(SHIFTS.max, count + 1))}>
                {t('shifts.add')}
              </button>
            ) : null}
          </fieldset>
        ) : null}
        <h2 className="form-step">{t('listings.steps.where')}</h2>
        <div className="row">
          <Field name="address" label={t('listings.f.address')} error={e.address} hint={t('places.addressHint')} input={{ defaultValue: val('address', l?.address), maxLength: 255, autoComplete: 'street-address' }} />
          <Field name="location" label={t('listings.f.location')} error={e.location} input={{ defaultValue: val('location', l?.location), maxLength: 255 }} />
        </div>
        <PlacePicker
          postState
          states={loaderData.states.items}
          stateId={val('state', l?.state)}
          lgas={loaderData.lgas}
          lgaId={val('lga_id', l?.lga?.id)}
          latitude={val('latitude', l?.latitude)}
          longitude={val('longitude', l?.longitude)}
          errors={{ state: e.state, lga_id: e.lga_id, latitude: e.latitude, longitude: e.longitude }}
        />
        <h2 className="form-step">{t('listings.steps.work')}</h2>
        <TextareaField name="work_description" label={t('listings.f.work_description')} error={e.work_description} textarea={{ defaultValue: val('work_description', l?.work_description), maxLength: 5000 }} />
        <div className="row">
          <Field name="work_duration" label={t('listings.f.work_duration')} error={e.work_duration} input={{ defaultValue: val('work_duration', l?.work_duration), maxLength: 100 }} />
          <Field
            name="positions"
            label={t('listings.f.positions')}
            hint={l?.positions_filled ? t('listings.positionsFilled', { count: l.positions_filled, positions: l.positions ?? 1 }) : t('listings.f.positionsHint')}
            error={e.positions}
            input={{ type: 'number', inputMode: 'numeric', min: l?.positions_filled || 1, max: MAX_POSITIONS, step: 1, defaultValue: val('positions', l?.positions ?? 1) }}
          />
        </div>
        <TextareaField name="expected_result" label={t('listings.f.expected_result')} error={e.expected_result} textarea={{ defaultValue: val('expected_result', l?.expected_result), maxLength: 5000 }} />
        <fieldset className="field">
          <legend>{t('listings.f.pictures')}</legend>
          {kept.length ? (
            <ul className="thumbs">
              {kept.map((p) => (
                <li key={p.name}>
                  {p.url ? <img {...sizedImage(p.url, 96)} alt="" width={96} height={96} /> : null}
                  <label className="check">
                    <input type="checkbox" name="keep_picture" value={p.name} defaultChecked />
                    <span>{t('listings.f.keep')}</span>
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          <label htmlFor="f-pictures">{t('listings.f.addPictures')}</label>
          <input id="f-pictures" type="file" name="pictures_files" accept="image/*" multiple aria-describedby="f-pictures-error" />
          <FieldError id="f-pictures-error" error={e.pictures} />
        </fieldset>
        {loaderData.favourites > 0 && (!l || (l.status === 'draft' && !l.public_from)) ? (
          <fieldset className="field" data-testid="roster-first">
            <legend>{t('roster.title')}</legend>
            <label className="check">
              <input type="checkbox" name="roster_first" value="1" defaultChecked={val('roster_first', '') === '1'} />
              <span>{t('rosterFirst.option')}</span>
            </label>
            <p className="hint">{t('rosterFirst.optionHint', { count: loaderData.favourites })}</p>
            <Field
              name="roster_first_hours"
              label={t('rosterFirst.hours')}
              hint={t('rosterFirst.hoursHint')}
              error={e.roster_first_hours}
              input={{ type: 'number', inputMode: 'numeric', min: ROSTER_FIRST.minHours, max: ROSTER_FIRST.maxHours, step: 1, defaultValue: val('roster_first_hours', ROSTER_FIRST.defaultHours) }}
            />
          </fieldset>
        ) : null}
        <div className="actions">
          {l && l.status !== 'draft' ? (
            <button type="submit" name="status" value="keep" className="btn btn-primary" disabled={busy}>
              {t('listings.saveOpen')}
            </button>
          ) : (
            <>
              <button type="submit" name="status" value="draft" className="btn btn-secondary" disabled={busy}>
                {t('listings.saveDraft')}
              </button>
              <button type="submit" name="status" value="open" className="btn btn-primary" disabled={busy}>
                {t('listings.publish')}
              </button>
            </>
          )}
        </div>
      </Form>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
