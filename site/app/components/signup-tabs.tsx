import { NavLink } from 'react-router';
import { useTranslation } from '~/utils/i18n';

/** The two-tab Freelancer / Employer switch of the profile pages. */
export function SignupTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('profile.tabs')}>
      <NavLink to="/freelancer/signup" className="tab">
        {t('types.freelancer')}
      </NavLink>
      <NavLink to="/employer/signup" className="tab">
        {t('types.employer')}
      </NavLink>
    </nav>
  );
}
