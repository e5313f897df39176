import { Form } from 'react-router';
import { SAVED_SEARCH_LIMITS } from '@gigmarket/shared';
import { CsrfInput } from './csrf';
import { useTranslation } from '~/utils/i18n';

/**
 * "Save this search" on the job search: the page's URL query (distance included) and a name,
 * posted to /freelancer/saved-searches. A <details> so it opens without JavaScript.
 */
export function SaveSearch({ query, suggestedName }: { query: string; suggestedName: string }) {
  const { t } = useTranslation();
  return (
    <details className="save-search">
      <summary className="btn btn-secondary">{t('conversations.saveSearch')}</summary>
      <Form method="post" action="/freelancer/saved-searches" className="save-search-form">
        <CsrfInput />
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="query" value={query} />
        <label htmlFor="saved-search-name">{t('conversations.saveSearchName')}</label>
        <input id="saved-search-name" name="name" required maxLength={SAVED_SEARCH_LIMITS.nameMax} defaultValue={suggestedName} />
        <p className="muted">{t('conversations.saveSearchHint')}</p>
        <button type="submit" className="btn btn-primary">
          {t('conversations.saveSearch')}
        </button>
      </Form>
    </details>
  );
}
