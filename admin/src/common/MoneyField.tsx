import { Typography } from '@mui/material';
import { useFieldValue, useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { useCurrency } from './currency';
import { formatDecimalMoney } from './money';

/**
 * A DECIMAL amount (major units, "11000.00") in the settings' currency or the record's own
 * (`currencySource`, e.g. transactions), in the one money format: "₦11,000" / "11 000 ₦".
 */
export function MoneyField({ currencySource, ...props }: FieldProps & { currencySource?: string }) {
  const value = useFieldValue(props);
  const record = useRecordContext();
  const settingsCurrency = useCurrency();
  const [locale] = useLocaleState();
  const own = currencySource ? (record?.[currencySource] as string | undefined) : undefined;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDecimalMoney(value, own || settingsCurrency, locale)}
    </Typography>
  );
}
MoneyField.displayName = 'MoneyField';
// Money reads best right-aligned in a column.
MoneyField.textAlign = 'right' as const;
