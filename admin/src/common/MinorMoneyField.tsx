import { Typography } from '@mui/material';
import { useFieldValue, useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { useCurrency } from './currency';
import { formatMinorMoney } from './money';

/**
 * An integer amount in minor units (`amount_minor`, kobo for NGN) as money: 1218000 -> ₦12,180 (₦12,180.50 when not whole).
 * The currency is the record's own (`currencySource`, `currency` by default) or the settings'.
 */
export function MinorMoneyField({ currencySource = 'currency', ...props }: FieldProps & { currencySource?: string }) {
  const value = useFieldValue(props);
  const record = useRecordContext();
  const settingsCurrency = useCurrency();
  const [locale] = useLocaleState();
  const own = record?.[currencySource] as string | undefined;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMinorMoney(value, own || settingsCurrency, locale)}
    </Typography>
  );
}
MinorMoneyField.displayName = 'MinorMoneyField';
MinorMoneyField.textAlign = 'right' as const;
