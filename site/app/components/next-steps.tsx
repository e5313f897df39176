import { Link } from 'react-router';
import { useTranslation } from '~/utils/i18n';
import type { AccountStep } from '~/utils/next-steps.server';

/** The dashboard's "Your next steps": each a link to the page where it is done. */
export function NextSteps({ steps }: { steps: AccountStep[] }) {
  const { t } = useTranslation();
  if (!steps.length) return null;
  return (
    <section className="panel next-steps" aria-labelledby="next-steps-h">
      <h2 id="next-steps-h">{t('nextSteps.title')}</h2>
      <ul>
        {steps.map((step) => (
          <li key={step.key}>
            <Link to={step.to}>{step.count === undefined ? t(`nextSteps.${step.key}`) : t(`nextSteps.${step.key}`, { count: step.count })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
