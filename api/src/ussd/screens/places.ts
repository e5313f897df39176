import { USSD_LIMITS, type UssdLanguage } from '@gigmarket/shared';
import type { LgaView } from '../../locations/places.service';
import { choice, paged, type ScreenGroup, type UssdServices } from '../screen';
import type { LgaLine, LgaMenuData, PlaceChoice, PlaceScreens } from '../screen-data';
import type { UssdState } from '../ussd-sessions';
import type { UssdText } from '../ussd-text';

type PlaceDeps = Pick<UssdServices, 'dataSource' | 'profiles' | 'lookups' | 'places'>;

const { moreKey, placesPerScreen } = USSD_LIMITS;

/**
 * A state as a USSD line shows it, from its name in the caller's language: "Federal Capital
 * Territory" is too long for a USSD line and nobody says it.
 */
export const stateLabel = (name: string) => (name === 'Federal Capital Territory' ? 'FCT Abuja' : name);
export const areaLabel = (lga: Pick<LgaView, 'name' | 'state_name'>) => `${lga.name}, ${stateLabel(lga.state_name)}`;

/** The states in `lang`, `first` leading, then the most used on the platform (open jobs and people there). */
export async function stateChoices(
  deps: Pick<PlaceDeps, 'places' | 'lookups'>,
  lang: UssdLanguage,
  first: number | null = null,
): Promise<Array<{ kind: 'state'; id: number; label: string }>> {
  const [order, states] = await Promise.all([deps.places.popularStateIds(), deps.lookups.listStates(lang)]);
  const names = new Map(states.map((state) => [state.id, state.name]));
  const ids = first && names.has(first) ? [first, ...order.filter((id) => id !== first)] : order;
  return ids.filter((id) => names.has(id)).map((id) => ({ kind: 'state' as const, id, label: stateLabel(names.get(id)!) }));
}

/** A state's LGAs, most used first: one screen of them (`data.stateId`, `data.page`), kept in `data.lgas`. */
export async function lgaMenu(deps: Pick<PlaceDeps, 'places'>, data: LgaMenuData): Promise<{ shown: LgaLine[]; more: boolean }> {
  const page = data.page;
  const [order, lgas] = await Promise.all([deps.places.popularLgaIds(data.stateId), deps.places.list({ stateId: data.stateId })]);
  const byId = new Map(lgas.map((lga) => [lga.id, lga]));
  const all = order.filter((id) => byId.has(id)).map((id) => ({ id, name: byId.get(id)!.name }));
  const shown = all.slice((page - 1) * placesPerScreen, page * placesPerScreen);
  data.lgas = shown;
  return { shown, more: page * placesPerScreen < all.length };
}

/** The LGA chosen earlier in this session, else in the caller's latest session that chose one. */
async function lastLgaId(deps: PlaceDeps, state: UssdState): Promise<number | null> {
  if (state.lgaId) return state.lgaId;
  if (!state.userId) return null;
  const [row] = (await deps.dataSource.query(
    'SELECT lga_id FROM ussd_sessions WHERE user_id = ? AND lga_id IS NOT NULL ORDER BY started_at DESC, id DESC LIMIT 1',
    [state.userId],
  )) as Array<{ lga_id: number }>;
  return row ? Number(row.lga_id) : null;
}

/**
 * The place menu's lines (docs/ussd.md, "Places"): the caller's last place first (the LGA their
 * last USSD search or registration chose), then their own location when the site set one, then
 * the states, the caller's own first and the rest most used on the platform first.
 */
async function placeChoices(deps: PlaceDeps, state: UssdState, t: UssdText): Promise<PlaceChoice[]> {
  const choices: PlaceChoice[] = [];
  const last = await lastLgaId(deps, state);
  const lastLga = last ? await deps.places.get(last, undefined, state.lang) : null;
  if (lastLga) choices.push({ kind: 'lga', id: lastLga.id, label: areaLabel(lastLga) });
  const profile = state.userId
    ? await deps.profiles.findOne({
        where: { user_id: state.userId },
        select: { id: true, latitude: true, longitude: true, lga_id: true, state_id: true },
      })
    : null;
  if (profile?.latitude != null && profile.longitude != null && (!lastLga || profile.lga_id !== lastLga.id)) {
    const own = profile.lga_id ? await deps.places.get(profile.lga_id, undefined, state.lang) : null;
    choices.push({ kind: 'profile', label: own ? `${t.myLocation}: ${own.name}` : t.myLocation });
  }
  const states = await stateChoices(deps, state.lang, profile?.state_id ?? null);
  return [...choices, ...states];
}

/** "Jobs near me", first steps (docs/ussd.md, "Places"): where, then the jobs (screens/jobs.ts). */
export function placeScreens(deps: PlaceDeps): ScreenGroup<keyof PlaceScreens> {
  return {
    places: {
      view: async (c) => {
        const page = c.data.page;
        const all = await placeChoices(deps, c.state, c.t);
        const choices = all.slice((page - 1) * placesPerScreen, page * placesPerScreen);
        c.data.choices = choices;
        const header = `${c.t.placesTitle}:`;
        const list = paged(choices, page * placesPerScreen < all.length, (line) => line.label, c.t, header);
        return { body: [header, ...list.lines], options: list.options };
      },
      answer: async (c, input) => {
        if (input === moreKey) return { go: 'places', data: { page: c.data.page + 1 } };
        const choices = c.data.choices ?? [];
        const picked = choice(input, choices.length);
        if (!picked) return { invalid: true };
        const place = choices[picked - 1];
        if (place.kind === 'state')
          // A state this database has no LGAs for: its jobs, newest first.
          return (await deps.places.popularLgaIds(place.id)).length
            ? { go: 'place_lga', data: { stateId: place.id, stateName: place.label, page: 1 } }
            : { go: 'jobs', data: { page: 1, stateId: place.id } };
        if (place.kind === 'profile') return { go: 'jobs', data: { page: 1 } };
        c.state.lgaId = place.id;
        return { go: 'jobs', data: { page: 1, lgaId: place.id, place: place.label } };
      },
    },
    place_lga: {
      view: async (c) => {
        const header = `${c.data.stateName} - ${c.t.pickArea}:`;
        const menu = await lgaMenu(deps, c.data);
        const list = paged(menu.shown, menu.more, (lga) => lga.name, c.t, header);
        return { body: [header, ...list.lines], options: list.options };
      },
      answer: async (c, input) => {
        if (input === moreKey) return { go: 'place_lga', data: { ...c.data, page: c.data.page + 1 } };
        const lgas = c.data.lgas ?? [];
        const picked = choice(input, lgas.length);
        if (!picked) return { invalid: true };
        const lga = lgas[picked - 1];
        c.state.lgaId = lga.id;
        return { go: 'jobs', data: { page: 1, lgaId: lga.id, place: `${lga.name}, ${c.data.stateName}` } };
      },
    },
  };
}
