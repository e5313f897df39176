import { Typography } from '@mui/material';
import { useFieldValue, useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { formatMoney, useCurrency } from './currency';

/** A DECIMAL amount in the settings' currency (or the record's own `currency`, e.g. transactions). */
export function MoneyField(props: FieldProps & { currencySource?: string }) {
  const value = useFieldValue(props);
  const record = useRecordContext();
  const settingsCurrency = useCurrency();
  const [locale] = useLocaleState();
  const own = props.currencySource ? (record?.[props.currencySource] as string | undefined) : undefined;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(value, own || settingsCurrency, locale)}
    </Typography>
  );
}
MoneyField.displayName = 'MoneyField';
