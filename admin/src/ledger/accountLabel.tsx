import { Typography } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps, type TranslateFunction } from 'react-admin';

const FIXED: Record<string, string> = {
  'gateway:clearing': 'gateway_clearing',
  'platform:revenue': 'platform_revenue',
  'platform:fees': 'platform_fees',
  'platform:gateway_costs': 'platform_gateway_costs',
  'payouts:in_transit': 'payouts_in_transit',
};

/**
 * A ledger account code in words (docs/hire-to-pay.md): `platform:revenue` -> "Platform revenue",
 * `escrow:12` -> "Escrow, application #12"; an unknown code as it is.
 */
export function ledgerAccountLabel(code: string, translate: TranslateFunction): string {
  if (FIXED[code]) return translate(`app.ledger_account.${FIXED[code]}`);
  const match = /^(employer|freelancer|escrow):(\d+)$/.exec(code);
  if (match) return translate(`app.ledger_account.${match[1]}`, { id: match[2] });
  return code;
}

/** The ledger list's account column: the account in words, its code on hover. */
export function LedgerAccountField(props: FieldProps) {
  const code = useFieldValue(props) as string | null | undefined;
  const translate = useTranslate();
  if (!code) return null;
  return (
    <Typography component="span" variant="body2" title={code}>
      {ledgerAccountLabel(code, translate)}
    </Typography>
  );
}
LedgerAccountField.displayName = 'LedgerAccountField';
