import { Link } from 'react-router';
import { useTranslation } from '~/utils/i18n';
import { identityView, type Identity } from '~/utils/identity';
import { VerifiedBadge } from './trust-badges';

/**
 * The dashboard's word on the identity check (docs/trust.md "Identity and safe jobs"): the badge once
 * verified, else what it is for and the way to the page. Nothing when the check could not be read.
 */
export function IdentityPrompt({ identity, party }: { identity: Identity | null | undefined; party: 'employer' | 'freelancer' }) {
  const { t } = useTranslation();
  if (identity === undefined) return null;
  const view = identityView(identity);
  if (view === 'verified') {
    return (
      <p data-testid="identity-prompt">
        <VerifiedBadge at={identity?.verified_at} />
      </p>
    );
  }
  return (
    <section className="notice-box" aria-labelledby="identity-prompt-h" data-testid="identity-prompt">
      <p>
        <strong id="identity-prompt-h">{t('identity.promptTitle')}</strong>
      </p>
      <p>{t(party === 'employer' ? 'identity.promptEmployer' : 'identity.promptFreelancer')}</p>
      {view !== 'none' ? <p className="muted">{t(`identity.summary.${view}`)}</p> : null}
      <p>
        <Link to={`/${party}/account/identity`}>{t('identity.verify')}</Link>
      </p>
    </section>
  );
}
