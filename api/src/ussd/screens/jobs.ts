import { HttpException, HttpStatus } from '@nestjs/common';
import { LISTING_REPORT_REASONS, USSD_LIMITS, type UssdLanguage } from '@gigmarket/shared';
import type { JobSearchResult } from '../../jobs/job-search.service';
import type { JobSearchQueryDto } from '../../jobs/job-search.dto';
import { EARTH_RADIUS_KM } from '../../search-engine/job-search.sql';
import { cut } from '../gsm7';
import { choice, money, paged, shortDate, userOf, type Ctx, type ScreenGroup, type UssdServices, type View } from '../screen';
import type { JobScreens } from '../screen-data';
import { areaLabel } from './places';

type JobDeps = Pick<UssdServices, 'profiles' | 'search' | 'places' | 'bookmarks' | 'safety'>;

/** Words to search: at least two letters or digits, at most what the site's search takes. */
const SEARCH_MAX = 100;

const { pageSize, moreKey } = USSD_LIMITS;

/** Half the Earth's circumference, rounded up: every point lies within it of every other. */
const WHOLE_EARTH_KM = Math.ceil(Math.PI * EARTH_RADIUS_KM);
/** "Jobs near me" widens its radius through these rings (km); see jobsNear. */
export const NEAR_RINGS_KM = [25, 100, 400, WHOLE_EARTH_KM] as const;

/**
 * Open jobs from the site's job search (its "open" rule and listing expiry): nearest first from
 * the profile's point, else the profile's state newest first, else every open job newest first.
 *
 * Nearest first is fetched by widening rings (docs/ussd.md, "Jobs near me"): the same search,
 * `sort=distance` within `radius_km` = 25, 100, 400 km, then the whole Earth, stopping at the
 * first ring that holds at least offset + page size + 1 jobs (enough to know whether "98 More"
 * has something behind it). A small ring is answered from the latitude/longitude index over the
 * open set (decision 0012) instead of computing and sorting the distance of every open listing.
 *
 * Why the page is exactly the unbounded search's page: the search orders by (distance, id) and a
 * ring keeps the jobs whose distance (the same SQL expression) is <= r. Every job outside the
 * ring is farther than every job inside it, so the ring's jobs are a prefix of the nearest-first
 * order; when the ring holds offset + page size + 1 of them, the page and the knowledge that one
 * more exists come from that prefix alone. A far job is only reached by a wider ring, never
 * skipped (api/test/ussd-near.e2e-spec.ts proves both).
 *
 * The last ring is the whole Earth (no two points are farther apart than half its
 * circumference) rather than no radius at all: with a radius the search leaves out listings
 * without a point, which the unbounded search would put first (NULL distances sort first), so
 * "near me" lists the located jobs only, every one of them, in one consistent order across pages.
 * `fromRing` is the ring of the previous page: a later page needs at least as many jobs.
 */
async function jobsNear(
  deps: JobDeps,
  userId: number,
  lang: UssdLanguage,
  page: number,
  fromRing = 0,
  centre?: { latitude: number; longitude: number },
  stateId?: number,
): Promise<{ items: JobSearchResult['items']; page: number; more: boolean; ring: number | null }> {
  const profile = await deps.profiles.findOne({ where: { user_id: userId }, select: { id: true, latitude: true, longitude: true, state_id: true } });
  const point = stateId ? null : (centre ?? (profile?.latitude != null && profile.longitude != null ? { latitude: Number(profile.latitude), longitude: Number(profile.longitude) } : null));
  if (point) {
    const needed = (page - 1) * pageSize + pageSize + 1;
    const rings = NEAR_RINGS_KM.filter((radius) => radius >= fromRing);
    for (const radius of rings.length ? rings : [WHOLE_EARTH_KM]) {
      const query: Partial<JobSearchQueryDto> = {
        ...point,
        sort: 'distance',
        radius_km: radius,
        page,
        per_page: pageSize,
      };
      const result = await deps.search.search(userId, query as JobSearchQueryDto, lang);
      if (result.total >= needed || radius === WHOLE_EARTH_KM)
        return { items: result.items, page: result.page, more: result.page < result.pages, ring: radius };
    }
  }
  const query: Partial<JobSearchQueryDto> = { page, per_page: pageSize };
  if (stateId ?? profile?.state_id) {
    query.state = stateId ?? profile!.state_id!;
    query.sort = 'newest';
  }
  const result = await deps.search.search(userId, query as JobSearchQueryDto, lang);
  return { items: result.items, page: result.page, more: result.page < result.pages, ring: null };
}

/**
 * "Jobs near me" after the place (screens/places.ts) and "Search by words": the jobs, a job, and on
 * it `1 Apply` (screens/applications.ts), `2 Save` (the site's saved jobs, BookmarksService) and
 * `3 Report` (the site's report, SafetyService: its reasons, limits and rule).
 */
/** A page of jobs, each with its pay, remembered by id for the pick (the places' list and the words' results). */
function jobsPage(c: Ctx<'jobs' | 'search_results'>, items: JobSearchResult['items'], more: boolean, header: string): View {
  c.data.ids = items.map((item) => item.id);
  const list = paged(items, more, (item) => item.job_title, c.t, header, (item) => money(item.amount ?? item.min_amount, item.currency, c.state.lang));
  return { body: [header, ...list.lines], options: list.options };
}

export function jobScreens(deps: JobDeps): ScreenGroup<keyof JobScreens> {
  return {
    jobs: {
      view: async (c) => {
        const lga = c.data.lgaId ? await deps.places.get(c.data.lgaId) : null;
        const centre = lga ? { latitude: lga.latitude, longitude: lga.longitude } : undefined;
        const result = await jobsNear(deps, userOf(c), c.state.lang, c.data.page, c.data.ring ?? 0, centre, c.data.stateId || undefined);
        const header = lga ? `${c.t.jobsNearPlace} ${lga.name}:` : `${c.t.jobsNear}:`;
        if (!result.items.length) return { body: [lga ? `${c.t.noJobsIn} ${lga.name}.` : c.t.noJobs] };
        c.data.ring = result.ring;
        return jobsPage(c, result.items, result.more, header);
      },
      answer: async (c, input) => {
        if (input === moreKey)
          // The next page starts at this page's ring: a smaller one holds fewer jobs still.
          return { go: 'jobs', data: { page: c.data.page + 1, ring: c.data.ring, lgaId: c.data.lgaId, stateId: c.data.stateId } };
        const ids = c.data.ids ?? [];
        const picked = choice(input, ids.length);
        return picked ? { go: 'job', data: { listingId: ids[picked - 1] } } : { invalid: true };
      },
    },
    job: {
      view: async (c) => {
        const job = await deps.search.details(userOf(c), c.data.listingId, c.state.lang);
        const trust = job.employer_rating.average !== null ? ` ${job.employer_rating.average.toFixed(1)}*` : '';
        const reliability = job.employer_reliability.score !== null ? ` ${Math.round(job.employer_reliability.score)}%` : '';
        const when = [job.job_date ? shortDate(job.job_date, true) : null, job.job_sart_time?.slice(0, 5)].filter(Boolean).join(' ');
        return {
          body: [
            cut(job.job_title, 40),
            `${c.t.pay}: ${money(job.amount ?? job.min_amount, job.currency, c.state.lang)}`,
            `${c.t.date}: ${when || '-'}`,
            `${c.t.area}: ${cut(job.lga ? areaLabel(job.lga) : (job.location ?? job.stateName ?? '-'), 30)}`,
            `${c.t.employer}: ${cut(job.company.company_name ?? '-', 18)}${trust}${reliability}`,
            ...(job.bookmarked ? [`${c.t.saved}.`] : []),
          ],
          options: [...(job.applied ? [] : [`1 ${c.t.apply}`]), ...(job.bookmarked ? [] : [`2 ${c.t.save}`]), `3 ${c.t.report}`],
        };
      },
      answer: async (c, input) => {
        const data = { listingId: c.data.listingId };
        if (input === '1') return { go: 'apply_price', data };
        if (input === '2') {
          try {
            // The site's own call: one saved row per person and job; saving again changes nothing.
            await deps.bookmarks.save(userOf(c), c.data.listingId);
          } catch (error) {
            if (!(error instanceof HttpException && error.getStatus() === HttpStatus.CONFLICT)) throw error;
          }
          return { go: 'job', replace: true, data, notice: `${c.t.saved}.` };
        }
        if (input === '3') return { go: 'job_report', data };
        return { invalid: true };
      },
    },

    search: {
      view: async (c) => ({ body: [c.t.searchAsk] }),
      answer: async (c, input) => {
        const q = input.replace(/\s+/g, ' ').trim();
        if (q.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return { invalid: c.t.searchBad };
        return { go: 'search_results', data: { q: q.slice(0, SEARCH_MAX), page: 1 } };
      },
    },
    search_results: {
      view: async (c) => {
        // The site's search (GET /api/jobs): the same understanding of the words, in the caller's language.
        const query: Partial<JobSearchQueryDto> = { q: c.data.q, page: c.data.page, per_page: pageSize, facets: false };
        const result = await deps.search.search(userOf(c), query as JobSearchQueryDto, c.state.lang);
        const words = result.understanding?.searched || c.data.q;
        const header = `${c.t.searchFor} "${cut(words, 30)}":`;
        if (!result.items.length) return { body: [`${c.t.searchNone} "${cut(words, 30)}".`] };
        return jobsPage(c, result.items, result.page < result.pages, header);
      },
      answer: async (c, input) => {
        if (input === moreKey) return { go: 'search_results', data: { q: c.data.q, page: c.data.page + 1 } };
        const ids = c.data.ids ?? [];
        const picked = choice(input, ids.length);
        return picked ? { go: 'job', data: { listingId: ids[picked - 1] } } : { invalid: true };
      },
    },

    job_report: {
      view: async (c) => ({
        body: [c.t.reportWhy],
        options: LISTING_REPORT_REASONS.map((reason, index) => `${index + 1} ${c.t.reportReasons[reason]}`),
      }),
      answer: async (c, input) => {
        const picked = choice(input, LISTING_REPORT_REASONS.length);
        return picked ? { go: 'job_report_confirm', data: { listingId: c.data.listingId, reason: LISTING_REPORT_REASONS[picked - 1] } } : { invalid: true };
      },
    },
    job_report_confirm: {
      view: async (c) => ({ body: [`${c.t.reportConfirm} ${c.t.reportReasons[c.data.reason]}?`], options: [`1 ${c.t.confirm}`] }),
      answer: async (c, input) => {
        if (input !== '1') return { invalid: true };
        try {
          // The site's own report: its limits, one report per person and job, the report rule.
          await deps.safety.report(userOf(c), c.data.listingId, c.data.reason, undefined);
        } catch (error) {
          if (!(error instanceof HttpException)) throw error;
          const status = error.getStatus();
          const said =
            status === HttpStatus.CONFLICT ? c.t.alreadyReported : status === HttpStatus.TOO_MANY_REQUESTS ? c.t.tooManyReports : c.t.cannotApply;
          return { go: 'main', notice: said };
        }
        return { go: 'main', notice: c.t.reported };
      },
    },
  };
}
