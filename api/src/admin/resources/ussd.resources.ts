import { ADMIN_SORTABLE } from '@gigmarket/shared';
import { UssdSession } from '../../ussd/ussd-session.entity';
import { defineResource, NoWritesDto, type AdminRecord } from '../admin-resource';
import { eqs, range } from '../simple-rest/list-query';

/**
 * USSD sessions (docs/ussd.md), read-only: phone, network, hops, duration, the last screen and
 * the outcome. The menu state (`state`) never leaves the API.
 */
export const ussdsessionsResource = defineResource<UssdSession>({
  resource: 'ussdsessions',
  entity: UssdSession,
  label: 'USSD session',
  writable: false,
  list: {
    filters: {
      ...eqs('string', 'gateway', 'phone', 'network', 'outcome', 'language'),
      ...eqs('int', 'user_id'),
      ...range('started_at'),
    },
    sortable: ADMIN_SORTABLE.ussdsessions,
    search: ['phone', 'last_screen'],
  },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
  names: { people: [{ column: 'user_id', name: 'user_name' }] },
  toRecord: (session): AdminRecord => {
    const { state: _state, user: _user, ...rest } = session;
    void _state;
    void _user;
    return {
      ...rest,
      duration_seconds: Math.max(
        0,
        Math.round((new Date(session.updated_at).getTime() - new Date(session.started_at).getTime()) / 1000),
      ),
    };
  },
});
