import { HttpException } from '@nestjs/common';
import { formatMoney, nextShiftFirst, parseAmount, USSD_LIMITS } from '@gigmarket/shared';
import { cut } from '../gsm7';
import { choice, money, paged, shortDate, userOf, type ScreenGroup, type UssdServices } from '../screen';
import type { ApplicationScreens } from '../screen-data';

type ApplicationDeps = Pick<UssdServices, 'search' | 'applications' | 'notice' | 'clock'>;

const { pageSize, moreKey } = USSD_LIMITS;

/**
 * `1 Apply` on a job: at the job's price or a quoted one, confirmed, then
 * ApplicationsService.apply (the site's own call); "My jobs" lists the applications with their
 * states and opens one (screens/hires.ts).
 */
export function applicationScreens(deps: ApplicationDeps): ScreenGroup<keyof ApplicationScreens> {
  return {
    apply_price: {
      view: async (c) => {
        const job = await deps.search.details(userOf(c), c.data.listingId, c.state.lang);
        c.data.price = job.amount ?? job.min_amount;
        c.data.currency = job.currency;
        c.data.title = job.job_title;
        return {
          body: [cut(job.job_title, 40), `1 ${c.t.applyAt} ${money(job.amount ?? job.min_amount, job.currency, c.state.lang)}`, `2 ${c.t.quote}`],
        };
      },
      answer: async (c, input) => {
        if (input === '1') return { go: 'apply_confirm', data: { ...c.data, quote: null } };
        if (input === '2') return { go: 'apply_quote', data: { ...c.data } };
        return { invalid: true };
      },
    },
    apply_quote: {
      view: async (c) => ({
        body: [`${c.t.enterPrice} ${c.data.currency === 'NGN' ? 'Naira' : String(c.data.currency)}:`],
      }),
      answer: async (c, input) => {
        if (!/^\d{1,9}$/.test(input) || Number(input) < 1) return { invalid: c.t.badPrice };
        return { go: 'apply_confirm', data: { ...c.data, quote: `${Number(input)}.00` } };
      },
    },
    apply_confirm: {
      view: async (c) => ({
        body: [
          `${c.t.confirmApply} ${cut(String(c.data.title), 40)} ${c.t.at} ${money(c.data.quote ?? c.data.price, String(c.data.currency), c.state.lang)}?`,
        ],
        options: [`1 ${c.t.confirm}`],
      }),
      answer: async (c, input) => {
        if (input !== '1') return { invalid: true };
        let applicationId: number;
        try {
          // The site's own call: one application per freelancer and job, the quoted price kept.
          applicationId = (await deps.applications.apply(userOf(c), c.data.listingId, c.data.quote ?? undefined)).id;
        } catch (error) {
          if (error instanceof HttpException && error.getStatus() === 409 && /already/i.test(error.message)) return { end: c.t.alreadyApplied };
          if (error instanceof HttpException) return { end: c.t.cannotApply };
          throw error;
        }
        const price = c.data.quote ?? c.data.price;
        const currency = String(c.data.currency);
        const minor = price === null || price === undefined ? null : parseAmount(price);
        // The confirmation: by SMS, or on WhatsApp to a person who opted in. In the chat the
        // answer below is already that message, so nothing more is sent (docs/whatsapp.md "Being told").
        if (c.state.channel !== 'whatsapp')
          await deps.notice({
            userId: userOf(c),
            phone: c.state.phone,
            language: c.state.lang,
            text: `${c.t.appliedSms} ${cut(String(c.data.title), 60)} (${money(price, currency, c.state.lang)}).`,
            template: { notice: 'applied', values: { job: String(c.data.title), amount: minor === null ? '-' : formatMoney(minor, currency, c.state.lang) } },
            eventKey: `applied:${applicationId}`,
          });
        return { end: `${c.t.applied} ${cut(String(c.data.title), 40)}. ${c.t.appliedTail}`, outcome: 'applied' };
      },
    },

    myjobs: {
      view: async (c) => {
        const page = c.data.page;
        const own = await deps.applications.listOwn(userOf(c), undefined, page, pageSize);
        if (!own.items.length) return { body: [c.t.noApplications] };
        // A job's shifts together, the next shift first, each with its day (docs/shifts.md).
        const items = nextShiftFirst(own.items, deps.clock.now(), (item) => ({ jobId: item.listing.job_id, startsAt: item.listing.starts_at, endsAt: item.listing.ends_at }));
        const shifted = new Set(items.filter((item) => item.listing.job_id !== item.listing.id).map((item) => item.id));
        c.data.ids = items.map((item) => item.id);
        const list = paged(
          items,
          page * pageSize < own.total,
          (item) => (shifted.has(item.id) && item.listing.starts_at ? `${item.listing.job_title} ${shortDate(item.listing.starts_at)}` : item.listing.job_title),
          c.t,
          `${c.t.myJobs}:`,
          (item) => `(${item.not_selected ? c.t.statuses.not_selected : (c.t.statuses[item.status] ?? item.status)})`,
        );
        return { body: [`${c.t.myJobs}:`, ...list.lines], options: list.options };
      },
      answer: async (c, input) => {
        if (input === moreKey) return { go: 'myjobs', data: { page: c.data.page + 1 } };
        const ids = c.data.ids ?? [];
        const picked = choice(input, ids.length);
        return picked ? { go: 'myjob', data: { applicationId: ids[picked - 1] } } : { invalid: true };
      },
    },
  };
}
