import { ADMIN_SORTABLE } from '@gigmarket/shared';
import { MessageReport, SavedSearch } from '../../messages/message.entities';
import { defineResource, NoWritesDto, type AdminRecord } from '../admin-resource';
import { eqs, range } from '../simple-rest/list-query';

/**
 * Message reports (docs/conversations.md): listed with the reported message; an admin reads the
 * thread (`GET admin/messagereports/:id/thread`) and closes the report
 * (`POST admin/messagereports/:id/resolve`).
 */
export const messagereportsResource = defineResource<MessageReport>({
  resource: 'messagereports',
  entity: MessageReport,
  label: 'message report',
  writable: false,
  relations: { message: true },
  list: {
    filters: { ...eqs('string', 'status'), ...eqs('int', 'message_id', 'reporter_id'), ...range('created_at') },
    sortable: ADMIN_SORTABLE.messagereports,
    search: ['reason'],
  },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
  names: {
    people: [
      { column: 'reporter_id', name: 'reporter_name' },
      { column: 'resolved_by', name: 'resolved_by_name' },
    ],
  },
  toRecord: ({ message, ...report }) =>
    ({
      ...report,
      message_body: message?.body ?? null,
      application_id: message?.application_id ?? null,
      sender_id: message?.sender_id ?? null,
    }) as AdminRecord,
});

/** Saved searches and their alert volume (matches, pending digest items); the opt-out token never leaves. */
export const savedsearchesResource = defineResource<SavedSearch>({
  resource: 'savedsearches',
  entity: SavedSearch,
  label: 'saved search',
  writable: false,
  list: {
    filters: { ...eqs('int', 'user_id'), ...eqs('bool', 'sms_enabled'), ...range('created_at') },
    sortable: ADMIN_SORTABLE.savedsearches,
    search: ['name', 'query'],
  },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
  names: { people: [{ column: 'user_id', name: 'user_name' }] },
  toRecord: ({ token: _token, ...search }) => ({ ...search, sms_enabled: Boolean(search.sms_enabled) }) as AdminRecord,
});
