import { AccountSectionHead } from '~/components/account-nav';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ProfileLocationSection, type ProfileLocation } from '~/components/profile-location';
import { accountAction } from '~/utils/account.server';
import { requireUser } from '~/utils/auth.server';
import { authed } from '~/utils/market.server';
import { loadLgas } from '~/utils/places.server';
import { loadLookup } from '~/utils/profile.server';
import type { Route } from './+types/account-location';

export const handle = { titleKey: 'account.sections.location' };

/** Where "near me" searches from (docs/places.md): the state, the LGA, the map. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [location, states] = await Promise.all([authed<ProfileLocation>(request, '/profile/location'), loadLookup(request, 'states')]);
  return {
    party: user.user_type === 'freelancer' ? ('freelancer' as const) : ('employer' as const),
    location: location.ok ? (location.body.data ?? null) : null,
    // The LGAs of the location's state, for its place picker.
    lgas: location.ok && location.body.data?.lga ? await loadLgas(request, location.body.data.lga.state_id) : [],
    states: states.items,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return accountAction(request, 'location', ['location']);
}

export default function AccountLocation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="content">
      <AccountSectionHead party={loaderData.party} titleKey="account.sections.location" />
      <ProfileLocationSection location={loaderData.location} lgas={loaderData.lgas} states={loaderData.states} error={actionData && actionData.intent === 'location' ? actionData.error : undefined} />
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
