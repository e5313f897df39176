/**
 * What an account has to do next (the dashboard's "Your next steps", docs/onboarding.md): finish
 * the profile, set the location "near me" searches from, add the bank account payouts go to, and
 * the hires waiting for this side. Each comes from the API that owns it; a call that fails leaves
 * its step out rather than failing the dashboard.
 */
import type { HireParty } from './hires';
import { hiresPath } from './hires.server';
import type { CurrentUser } from './api.server';
import { authed, type Page } from './market.server';

export type AccountStep = { key: 'profile' | 'location' | 'bank' | 'pay' | 'confirm' | 'checkIn' | 'markDone'; to: string; count?: number };

/** The hire states that wait for each side, and the step they ask for. */
const WAITING: Record<HireParty, Array<[status: string, key: AccountStep['key']]>> = {
  employer: [
    ['approved', 'pay'],
    ['submitted', 'confirm'],
  ],
  freelancer: [
    ['funded', 'checkIn'],
    ['in_progress', 'markDone'],
  ],
};

export async function accountNextSteps(request: Request, user: CurrentUser, party: HireParty): Promise<AccountStep[]> {
  const [location, bank, ...waiting] = await Promise.all([
    authed<{ latitude: number | null }>(request, '/profile/location'),
    party === 'freelancer' ? authed<unknown>(request, '/freelancer/bank-account') : Promise.resolve(null),
    ...WAITING[party].map(([status]) => authed<Page<unknown>>(request, hiresPath(party, status, 1, 1))),
  ]);
  const steps: AccountStep[] = [];
  if (!user.profile_complete) steps.push({ key: 'profile', to: `/${party}/signup` });
  if (location.ok && location.body.data?.latitude == null) steps.push({ key: 'location', to: `/${party}/account/location` });
  if (bank && bank.ok && !bank.body.data) steps.push({ key: 'bank', to: '/freelancer/bank-account' });
  WAITING[party].forEach(([status, key], i) => {
    const count = waiting[i]?.ok ? (waiting[i]!.body.data?.total ?? 0) : 0;
    if (count > 0) steps.push({ key, to: `/${party}/hires?status=${status}`, count });
  });
  return steps;
}
