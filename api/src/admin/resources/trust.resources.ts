import { ADMIN_SORTABLE } from '@gigmarket/shared';
import { IntersectionType } from '@nestjs/swagger';
import { DomainError } from '../../common/domain-error';
import { ADMIN_MESSAGES } from '../../i18n/messages/admin';
import { HideRatingDto } from '../../trust/trust.dto';
import { Rating, ReliabilityEvent } from '../../trust/trust.entities';
import { defineResource, NoWritesDto, type AdminRecord } from '../admin-resource';
import { Echoed, RecordEchoDto } from '../dto/fields';
import { eqs, range } from '../simple-rest/list-query';

/** The only change to a rating: hide its comment with a reason, or show it again (the rest is echoed). */
export class UpdateRatingDto extends IntersectionType(HideRatingDto, RecordEchoDto) {
  @Echoed() application_id?: unknown;
  @Echoed() rater_id?: unknown;
  @Echoed() rater_name?: unknown;
  @Echoed() ratee_id?: unknown;
  @Echoed() ratee_name?: unknown;
  @Echoed() stars?: unknown;
  @Echoed() comment?: unknown;
  @Echoed() hidden_at?: unknown;
  @Echoed() hidden_by?: unknown;
}

/** Ratings (docs/trust.md): listed and shown; an update only hides or shows the comment, kept for audit. */
export const ratingsResource = defineResource<Rating>({
  resource: 'ratings',
  entity: Rating,
  label: 'rating',
  writable: 'update-only',
  list: {
    filters: {
      ...eqs('int', 'application_id', 'rater_id', 'ratee_id', 'stars'),
      ...range('created_at'),
    },
    sortable: ADMIN_SORTABLE.ratings,
    search: ['comment'],
  },
  createDto: NoWritesDto,
  updateDto: UpdateRatingDto,
  readOnly: ['application_id', 'rater_id', 'ratee_id', 'stars', 'comment', 'hidden_at', 'hidden_by'],
  names: {
    people: [
      { column: 'rater_id', name: 'rater_name' },
      { column: 'ratee_id', name: 'ratee_name' },
    ],
  },
  prepare: (input, { actor, now }) => {
    if (input.hidden === true) {
      const reason = typeof input.hidden_reason === 'string' ? input.hidden_reason.trim() : '';
      if (!reason)
        throw DomainError.field('hidden_reason', 'required', ADMIN_MESSAGES.hiddenReasonRequired);
      return { hidden_at: now, hidden_by: actor.id, hidden_reason: reason };
    }
    return { hidden_at: null, hidden_by: null, hidden_reason: null };
  },
  toRecord: (rating) => ({ ...rating, hidden: rating.hidden_at !== null }) as AdminRecord,
});

/** Reliability events; a contested no-show is decided by `POST admin/reliability/:id/resolve`. */
export const reliabilityResource = defineResource<ReliabilityEvent>({
  resource: 'reliability',
  entity: ReliabilityEvent,
  label: 'reliability event',
  writable: false,
  list: {
    filters: { ...eqs('string', 'kind', 'status'), ...eqs('int', 'user_id', 'application_id'), ...range('created_at') },
    sortable: ADMIN_SORTABLE.reliability,
    search: ['note', 'contest_note'],
  },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
  names: { people: [{ column: 'user_id', name: 'user_name' }] },
});
