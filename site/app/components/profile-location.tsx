import { Form, useNavigation } from 'react-router';
import { CsrfInput } from '~/components/csrf';
import { FormError, SubmitButton } from '~/components/field';
import { PlacePicker } from '~/components/place-picker';
import type { PlaceLga } from '~/routes/places/lgas';
import type { ApiSchemas } from '~/utils/api-schemas';
import { useTranslation } from '~/utils/i18n';

/** GET /api/profile/location: the centre of "near me" on the site and by USSD, or nulls; its LGA. */
export type ProfileLocation = ApiSchemas['ProfileLocationAnswerDto'];

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The account page's "Your location" (docs/places.md): state, then LGA, then the map; or "Use my
 * location" or the map pin. It reads "Ikeja, Lagos", never coordinates. Saving with no place
 * removes it.
 */
export function ProfileLocationSection({
  location,
  lgas,
  states,
  error,
}: {
  location: ProfileLocation | null;
  lgas: PlaceLga[];
  states: Array<{ id: number; name: string }>;
  error?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'location';
  return (
    <section className="panel" aria-labelledby="acc-location">
      <h2 id="acc-location">{t('profileLocation.title')}</h2>
      <p>{t('profileLocation.intro')}</p>
      <Form method="post" noValidate data-testid="profile-location">
        <CsrfInput />
        <input type="hidden" name="intent" value="location" />
        <FormError error={error} />
        <PlacePicker
          states={states}
          stateId={text(location?.lga?.state_id)}
          lgas={lgas}
          lgaId={text(location?.lga?.id)}
          latitude={text(location?.latitude)}
          longitude={text(location?.longitude)}
          errors={{}}
          legend={t('profileLocation.legend')}
        />
        <SubmitButton busy={busy}>{t('profileLocation.save')}</SubmitButton>
      </Form>
    </section>
  );
}
