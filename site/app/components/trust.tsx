import { memberName } from '~/utils/member-name';
import { CANCEL_REASONS } from '@gigmarket/shared';
import { useState } from 'react';
import { Form } from 'react-router';
import { CsrfInput } from './csrf';
import { describedBy, FieldError, SubmitButton } from './field';
import { ConfirmStep, useBusy } from './hires';
import { date } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { TrustBadges } from './trust-badges';
import { NOTE_MAX, RATING_COMMENT_MAX, type HireRating, type LatestComment, type RatingSummary, type RatingView, type Reliability } from '~/utils/trust';

// The badges live in their own module: lists and job pages (public ones too) show them without this
// module's forms and the hire components they import (the site's data budget, docs/performance.md).
export { RatingBadge, ReliabilityBadge, TrustBadges, VerifiedBadge } from './trust-badges';

/** Stars as text for a screen reader and as ★ for the eye. */
export function Stars({ stars }: { stars: number }) {
  const { t } = useTranslation();
  return (
    <span className="stars" role="img" aria-label={t(`trust.star${stars}`)}>
      <span aria-hidden="true">{'★'.repeat(stars) + '☆'.repeat(Math.max(0, 5 - stars))}</span>
    </span>
  );
}

function OneRating({ title, rating }: { title: string; rating: RatingView }) {
  const { t, locale } = useTranslation();
  return (
    <div className="rating-item">
      <h3>{title}</h3>
      <p>
        <Stars stars={rating.stars} /> <span className="muted">{date(rating.created_at, locale)}</span>
      </p>
      {rating.hidden ? <p className="muted">{t('trust.commentHidden')}</p> : rating.comment ? <p className="prewrap">{rating.comment}</p> : null}
    </div>
  );
}

/** The hire page's ratings: the form while the hire can be rated, then the thanks, then both ratings. */
export function HireRatingSection({ rating, otherName, error }: { rating: HireRating | null | undefined; otherName: string; error?: { stars?: string; comment?: string } }) {
  const { t } = useTranslation();
  if (!rating || (!rating.can_rate && !rating.mine && !rating.theirs)) return null;
  return (
    <section aria-labelledby="rating-h" className="card-section rating-section">
      <h2 id="rating-h">{rating.can_rate ? t('trust.rateTitle') : t('trust.ratingsTitle')}</h2>
      {rating.can_rate ? <RatingForm otherName={otherName} error={error} /> : null}
      {rating.mine && !rating.theirs ? (
        <p className="notice-box" role="status">
          {t('trust.thanks')}
        </p>
      ) : null}
      {rating.mine ? <OneRating title={t('trust.yourRatingOf', { name: otherName })} rating={rating.mine} /> : null}
      {rating.theirs ? <OneRating title={t('trust.theirRating', { name: otherName })} rating={rating.theirs} /> : null}
    </section>
  );
}

/** 1-5 stars as a radio group (works without JavaScript), an optional comment with a counter. */
export function RatingForm({ otherName, error }: { otherName: string; error?: { stars?: string; comment?: string } }) {
  const { t } = useTranslation();
  const busy = useBusy('rate');
  const [length, setLength] = useState(0);
  return (
    <Form method="post" noValidate className="rating-form">
      <CsrfInput />
      <input type="hidden" name="intent" value="rate" />
      <p className="muted">{t('trust.rateIntro', { name: otherName })}</p>
      <fieldset className="field star-picker" aria-invalid={error?.stars ? true : undefined} aria-describedby="stars-error">
        <legend>{t('trust.yourRating')}</legend>
        <div className="star-options">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="star-option">
              <input type="radio" name="stars" value={n} required aria-label={t(`trust.star${n}`)} />
              <span aria-hidden="true">{'★'.repeat(n)}</span>
            </label>
          ))}
        </div>
        <FieldError id="stars-error" error={error?.stars} />
      </fieldset>
      <div className="field">
        <label htmlFor="rating-comment">{t('trust.comment')}</label>
        <textarea
          id="rating-comment"
          name="comment"
          rows={3}
          maxLength={RATING_COMMENT_MAX}
          aria-invalid={error?.comment ? true : undefined}
          aria-describedby={describedBy('rating-comment-count', 'rating-comment-error')}
          onChange={(e) => setLength(e.currentTarget.value.length)}
        />
        <p id="rating-comment-count" className="field-hint" aria-live="polite">
          {t('trust.counter', { count: length, max: RATING_COMMENT_MAX })}
        </p>
        <FieldError id="rating-comment-error" error={error?.comment} />
      </div>
      <SubmitButton busy={busy}>{t('trust.submitRating')}</SubmitButton>
    </Form>
  );
}

/** Cancel: a reason from the list, an optional note, and the late-fee warning when it applies. */
export function CancelStep({ warning, note, error }: { warning?: string; note?: string; error?: { reason?: string; note?: string } }) {
  const { t } = useTranslation();
  return (
    <ConfirmStep intent="cancel" label={t('hires.cancel')} tone="danger" question={t('trust.cancelQuestion')} open={Boolean(error?.reason || error?.note)}>
      {warning ? (
        <p className="banner banner-warn" role="alert">
          {warning}
        </p>
      ) : null}
      {note ? <p className="muted">{note}</p> : null}
      <div className="field">
        <label htmlFor="cancel-reason">{t('hires.reason')}</label>
        <select id="cancel-reason" name="reason" required defaultValue="" aria-invalid={error?.reason ? true : undefined} aria-describedby="cancel-reason-error">
          <option value="" disabled>
            {t('profile.choose')}
          </option>
          {CANCEL_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`trust.reasons.${r}`)}
            </option>
          ))}
        </select>
        <FieldError id="cancel-reason-error" error={error?.reason} />
      </div>
      <div className="field">
        <label htmlFor="cancel-note">{t('trust.note')}</label>
        <textarea id="cancel-note" name="note" rows={3} maxLength={NOTE_MAX} aria-invalid={error?.note ? true : undefined} aria-describedby="cancel-note-error" />
        <FieldError id="cancel-note-error" error={error?.note} />
      </div>
    </ConfirmStep>
  );
}

/** The freelancer contests a reported no-show, with a note for the administrator. */
export function ContestStep({ error }: { error?: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmStep intent="contest" label={t('trust.contest')} question={t('trust.contestQuestion')} open={Boolean(error)}>
      <div className="field">
        <label htmlFor="contest-note">{t('trust.contestNote')}</label>
        <textarea id="contest-note" name="note" rows={3} required maxLength={NOTE_MAX} aria-invalid={error ? true : undefined} aria-describedby="contest-note-error" />
        <FieldError id="contest-note-error" error={error} />
      </div>
    </ConfirmStep>
  );
}

/** A profile's trust: rating, reliability and the latest comments. */
export function ProfileTrust({ rating, reliability, comments }: { rating?: RatingSummary | null; reliability?: Reliability | null; comments?: LatestComment[] | null }) {
  const { t, locale } = useTranslation();
  return (
    <section aria-labelledby="trust-h" className="panel">
      <h2 id="trust-h">{t('trust.profileTitle')}</h2>
      <TrustBadges rating={rating} reliability={reliability} />
      {comments && comments.length ? (
        <ul className="rating-comments">
          {comments.map((c, i) => (
            <li key={`${c.created_at}-${i}`}>
              <Stars stars={c.stars} /> <strong>{memberName(c.rater_name, t)}</strong> <span className="muted">{date(c.created_at, locale)}</span>
              {c.comment ? <p className="prewrap">{c.comment}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('trust.noComments')}</p>
      )}
    </section>
  );
}
