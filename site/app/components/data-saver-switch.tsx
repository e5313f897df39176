import { Form, useLocation } from 'react-router';
import { CsrfInput } from './csrf';
import { useDataSaver } from '~/utils/data-saver';
import { useTranslation } from '~/utils/i18n';

/** The account page's "Data saver" switch: a checkbox and a button, no JavaScript needed. */
export function DataSaverSwitch() {
  const { t } = useTranslation();
  const on = useDataSaver();
  const { pathname } = useLocation();
  return (
    <section className="panel" aria-labelledby="acc-data-saver">
      <h2 id="acc-data-saver">{t('offline.dataSaver')}</h2>
      <Form method="post" action="/data-saver" className="inline-form">
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={pathname} />
        <label className="check">
          <input type="checkbox" name="data_saver" value="1" defaultChecked={on} /> {t('offline.dataSaverHint')}
        </label>{' '}
        <button type="submit" className="btn btn-secondary">
          {t('offline.dataSaverSave')}
        </button>
      </Form>
    </section>
  );
}
