import { USSD_LIMITS } from '@gigmarket/shared';
import { cut } from '../gsm7';
import { choice, paged, type ScreenGroup, type UssdServices } from '../screen';
import type { RegistrationScreens } from '../screen-data';
import { lgaMenu, stateChoices } from './places';

type RegistrationDeps = Pick<UssdServices, 'lookups' | 'places' | 'auth' | 'clock' | 'sms' | 'siteUrl'>;

const { pageSize, moreKey, placesPerScreen } = USSD_LIMITS;

/** USSD's own rule for a name: letters, apostrophes, spaces and hyphens, 2 to 50. */
function validName(input: string): boolean {
  return /^[\p{L}' -]{2,50}$/u.test(input.trim());
}

/**
 * Registration of an unknown number (docs/ussd.md, "Who is calling"), the top menu for it: the
 * account is made by AuthService.registerByPhone (the site's registration service), verified since
 * the network supplied the phone; an SMS welcomes them with the site's address.
 */
export function registrationScreens(deps: RegistrationDeps): ScreenGroup<keyof RegistrationScreens> {
  return {
    register: {
      view: async (c) => ({ root: true, body: [c.t.welcome], options: [`1 ${c.t.yes}`, '2 Francais'] }),
      answer: async (c, input) => {
        if (input === '2') {
          c.state.lang = 'fr';
          return { go: 'register', replace: true };
        }
        return input === '1' ? { go: 'reg_first', data: {} } : { invalid: true };
      },
    },
    reg_first: {
      view: async (c) => ({ body: [`${c.t.firstName}:`] }),
      answer: async (c, input) => (validName(input) ? { go: 'reg_last', data: { first: input.trim() } } : { invalid: c.t.badName }),
    },
    reg_last: {
      view: async (c) => ({ body: [`${c.t.lastName}:`] }),
      answer: async (c, input) =>
        validName(input) ? { go: 'reg_state', data: { ...c.data, last: input.trim(), page: 1 } } : { invalid: c.t.badName },
    },
    // The place, as "Jobs near me" asks it: the states most used first, then the LGA.
    reg_state: {
      view: async (c) => {
        const page = c.data.page;
        const all = await stateChoices(deps, c.state.lang);
        const states = all.slice((page - 1) * placesPerScreen, page * placesPerScreen);
        c.data.ids = states.map((state) => state.id);
        c.data.names = states.map((state) => state.label);
        const list = paged(states, page * placesPerScreen < all.length, (state) => state.label, c.t, `${c.t.pickState}:`);
        return { body: [`${c.t.pickState}:`, ...list.lines], options: list.options };
      },
      answer: async (c, input) => {
        if (input === moreKey) return { go: 'reg_state', data: { ...c.data, page: c.data.page + 1 } };
        const ids = c.data.ids ?? [];
        const picked = choice(input, ids.length);
        if (!picked) return { invalid: true };
        const stateId = ids[picked - 1];
        const place = { first: c.data.first, last: c.data.last, stateId, stateName: c.data.names![picked - 1], page: 1 };
        return (await deps.places.popularLgaIds(stateId)).length > 0
          ? { go: 'reg_lga', data: place }
          : { go: 'reg_jobtype', data: { ...place, jobTypes: [], jobNames: [] } };
      },
    },
    reg_lga: {
      view: async (c) => {
        const header = `${c.t.pickLga}:`;
        const menu = await lgaMenu(deps, c.data);
        const list = paged(menu.shown, menu.more, (lga) => lga.name, c.t, header);
        return { body: [header, ...list.lines], options: list.options };
      },
      answer: async (c, input) => {
        if (input === moreKey) return { go: 'reg_lga', data: { ...c.data, page: c.data.page + 1 } };
        const lgas = c.data.lgas ?? [];
        const picked = choice(input, lgas.length);
        if (!picked) return { invalid: true };
        // The registration's place becomes the caller's last place (offered first by "Jobs near me").
        c.state.lgaId = lgas[picked - 1].id;
        const { first, last, stateId, stateName } = c.data;
        return { go: 'reg_jobtype', data: { first, last, stateId, stateName, lgaName: lgas[picked - 1].name, jobTypes: [], jobNames: [], page: 1 } };
      },
    },
    reg_jobtype: {
      view: async (c) => {
        const page = c.data.page;
        // A few rows: named and sorted in the caller's language, then paged.
        const all = await deps.lookups.listJobTypes(c.state.lang);
        const types = all.slice((page - 1) * pageSize, page * pageSize);
        c.data.ids = types.map((type) => type.id);
        c.data.names = types.map((type) => type.name);
        const list = paged(types, page * pageSize < all.length, (type) => type.name, c.t, `${c.t.pickJobType}:`);
        return { body: [`${c.t.pickJobType}:`, ...list.lines], options: list.options };
      },
      answer: async (c, input) => {
        if (input === moreKey) return { go: 'reg_jobtype', data: { ...c.data, page: c.data.page + 1 } };
        const ids = c.data.ids ?? [];
        const picked = choice(input, ids.length);
        if (!picked) return { invalid: true };
        const jobTypes = [...new Set([...c.data.jobTypes, ids[picked - 1]])];
        const jobNames = [...new Set([...c.data.jobNames, c.data.names![picked - 1]])];
        return { go: 'reg_confirm', data: { ...c.data, jobTypes, jobNames, page: 1 } };
      },
    },
    reg_confirm: {
      view: async (c) => {
        const place = c.data.lgaName ? `${c.data.lgaName}, ${c.data.stateName}` : c.data.stateName;
        return {
          body: [`${c.t.confirmRegister}: ${c.data.first} ${c.data.last}, ${cut(place, 30)}, ${c.data.jobNames.map((name) => cut(name, 16)).join(', ')}?`],
          options: [`1 ${c.t.confirm}`, ...(c.data.jobTypes.length < USSD_LIMITS.maxJobTypes ? [`2 ${c.t.addAnother}`] : [])],
        };
      },
      answer: async (c, input) => {
        if (input === '2' && c.data.jobTypes.length < USSD_LIMITS.maxJobTypes) return { go: 'reg_jobtype', data: { ...c.data, page: 1 } };
        if (input !== '1') return { invalid: true };
        const userId = await deps.auth.registerByPhone({
          first_name: c.data.first,
          last_name: c.data.last,
          phone: c.state.phone,
          language: c.state.lang,
          state_id: c.data.stateId,
          jobtype_ids: c.data.jobTypes,
          verifiedAt: deps.clock.now(),
        });
        if (userId === null) return { end: c.t.alreadyApplied };
        c.state.userId = userId;
        c.state.outcome = 'registered';
        await deps.sms(c.state.phone, `${c.t.welcomeSms} ${await deps.siteUrl()}`);
        return { go: 'main', notice: c.t.registered };
      },
    },
  };
}
