import { HttpException } from '@nestjs/common';
import { cut } from '../gsm7';
import { choice, money, userOf, type ScreenGroup, type UssdServices } from '../screen';
import type { HireScreens } from '../screen-data';
import type { JobApplication } from '../../applications/job-application.entity';

type HireDeps = Pick<UssdServices, 'jobApplications' | 'applications' | 'hires' | 'shifts'>;

/** The step "My jobs" offers a hire in this state (its label's key), if any. */
function stepOf(status: string): 'checkIn' | 'markDone' | 'rateEmployer' | null {
  if (status === 'funded') return 'checkIn';
  if (status === 'in_progress') return 'markDone';
  if (status === 'completed' || status === 'paid') return 'rateEmployer';
  return null;
}

type HireStep = 'checkIn' | 'markDone' | 'rateEmployer' | 'confirmShift';

/**
 * The steps "My jobs" offers, in their option order: the hire's own step, then "Confirm" while the
 * shift was asked to be confirmed and is not yet (docs/shift-confirmation.md).
 */
function stepsOf(hire: Pick<JobApplication, 'status' | 'confirm_asked_at' | 'confirmed_at'>): HireStep[] {
  const step = stepOf(hire.status);
  const confirmable = (hire.status === 'approved' || hire.status === 'funded') && hire.confirm_asked_at !== null && hire.confirmed_at === null;
  return [...(step ? [step] : []), ...(confirmable ? (['confirmShift'] as const) : [])];
}

/**
 * An application or hire of the caller: its state and pay, and the hire-to-pay steps the site
 * offers (HiresService.start, .done and .rate, the site's own calls), each confirmed first.
 */
export function hireScreens(deps: HireDeps): ScreenGroup<keyof HireScreens> {
  return {
    myjob: {
      view: async (c) => {
        const own = await deps.applications.showOwn(userOf(c), c.data.applicationId);
        c.data.status = own.status;
        c.data.title = own.listing.job_title;
        // A hire pays the agreed amount; an application not yet approved offers its quoted price.
        const pay = own.agreed_amount_minor !== null ? own.agreed_amount_minor / 100 : (own.new_price ?? own.price);
        // The hire's step is option 1; "Confirm" follows it.
        const row = await deps.jobApplications.findOne({ where: { id: own.id }, select: { id: true, status: true, confirm_asked_at: true, confirmed_at: true } });
        const steps = row ? stepsOf(row) : [];
        c.data.steps = steps;
        const options = steps.map((step, index) => `${index + 1} ${c.t[step]}`);
        return {
          body: [
            cut(own.listing.job_title, 40),
            `${c.t.status}: ${own.not_selected ? c.t.statuses.not_selected : (c.t.statuses[own.status] ?? own.status)}`,
            `${c.t.pay}: ${money(pay, own.listing.currency, c.state.lang)}`,
          ],
          options,
        };
      },
      answer: async (c, input) => {
        const steps = c.data.steps ?? [];
        const step = /^[1-9]$/.test(input) ? steps[Number(input) - 1] : undefined;
        if (!step) return { invalid: true };
        if (step === 'rateEmployer') return { go: 'rate', data: { ...c.data } };
        return { go: 'step_confirm', data: { ...c.data, step: step === 'checkIn' ? 'start' : step === 'markDone' ? 'done' : 'confirm' } };
      },
    },
    step_confirm: {
      view: async (c) => ({
        body: [`${c.data.step === 'start' ? c.t.confirmCheckIn : c.data.step === 'confirm' ? c.t.confirmShiftAsk : c.t.confirmDone} ${cut(String(c.data.title), 50)}?`],
        options: [`1 ${c.t.confirm}`],
      }),
      answer: async (c, input) => {
        if (input !== '1') return { invalid: true };
        const id = c.data.applicationId;
        if (c.data.step === 'confirm') {
          try {
            // The site's own call (POST /api/freelancer/hires/:id/confirm), by USSD.
            await deps.shifts.confirm(userOf(c), id, 'ussd');
          } catch (error) {
            if (!(error instanceof HttpException)) throw error;
            return { end: c.t.confirmShiftRefused };
          }
          return { end: c.t.shiftConfirmed };
        }
        const start = c.data.step === 'start';
        try {
          // The site's own calls (POST /api/freelancer/hires/:id/start and /done).
          if (start) await deps.hires.start(userOf(c), id);
          else await deps.hires.done(userOf(c), id);
        } catch (error) {
          if (!(error instanceof HttpException)) throw error;
          const now = await deps.jobApplications.findOne({ where: { id, user_id: userOf(c) } });
          // Already moved by this very step (a retry through another route): say it is done.
          const reached = start ? ['in_progress', 'submitted'] : ['submitted'];
          if (now && reached.includes(now.status)) return { end: start ? c.t.checkedIn : c.t.markedDone };
          return { end: `${c.t.stepRefused} ${c.t.statuses[now?.status ?? ''] ?? now?.status ?? '-'}` };
        }
        return start ? { end: c.t.checkedIn, outcome: 'checked_in' } : { end: c.t.markedDone, outcome: 'marked_done' };
      },
    },
    rate: {
      view: async (c) => ({ body: [`${c.t.rateAsk}:`] }),
      answer: async (c, input) => {
        const stars = choice(input, 5);
        return stars ? { go: 'rate_confirm', data: { ...c.data, stars } } : { invalid: true };
      },
    },
    rate_confirm: {
      view: async (c) => ({
        body: [`${c.t.rateConfirm} ${c.data.stars} ${c.t.stars}?`],
        options: [`1 ${c.t.confirm}`],
      }),
      answer: async (c, input) => {
        if (input !== '1') return { invalid: true };
        try {
          // The site's own call (POST /api/hires/:id/rating).
          await deps.hires.rate(userOf(c), c.data.applicationId, c.data.stars, undefined);
        } catch (error) {
          if (error instanceof HttpException) return { end: c.t.rateRefused };
          throw error;
        }
        return { end: c.t.rated, outcome: 'rated' };
      },
    },
  };
}
