/**
 * The "never pay to apply" rule (docs/trust.md "Identity and safe jobs"), beside Apply on job pages
 * and at the top of every thread: a module of its own, so the public job page loads nothing else.
 */
import { useTranslation } from '~/utils/i18n';

/**
 * The short rule: a job on GigMarket never asks for money to apply. `text` is the API's own words
 * when it sends them (a thread's `safety_notice`, in the reader's language); else the site's, the
 * same words (`NEVER_PAY_NOTICE` of @gigmarket/shared). Its first sentence stands out.
 */
export function NeverPayRule({ text }: { text?: string | null }) {
  const { t } = useTranslation();
  const words = text?.trim() || t('safety.neverPay');
  const cut = words.indexOf('. ');
  return (
    <p className="safety-rule" role="note" data-testid="never-pay">
      {cut > 0 ? (
        <>
          <strong>{words.slice(0, cut + 1)}</strong> {words.slice(cut + 2)}
        </>
      ) : (
        words
      )}
    </p>
  );
}
