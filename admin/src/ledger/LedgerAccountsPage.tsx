import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Title, useCreatePath, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { RequireAccess } from '../common/RequireAccess';
import { useCurrency } from '../common/currency';
import { formatMinorMoney } from '../common/money';
import type { AppDataProvider } from '../providers/dataProvider';
import { ledgerAccountLabel } from './accountLabel';
import { resourcePath } from '../routes';

const LEDGER = resourcePath('ledger');

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "Balanced" (green) or "Not balanced" (red): the one thing an accountant looks at first. */
export function BalancedBadge({ balanced }: { balanced: boolean }) {
  const translate = useTranslate();
  const label = translate(balanced ? 'resources.ledger.trial.balanced' : 'resources.ledger.trial.not_balanced');
  return (
    <Chip
      role="status"
      aria-label={label}
      label={label}
      color={balanced ? 'success' : 'error'}
      icon={balanced ? <CheckCircleIcon /> : <ErrorIcon />}
      data-testid="trial-balance-badge"
      data-balanced={balanced ? 'true' : 'false'}
    />
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Total debits, total credits and whether they match (`GET /api/admin/ledger/trial-balance`). */
export function TrialBalanceCard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const currency = useCurrency();
  const [locale] = useLocaleState();
  const { data, error, isPending } = useQuery({
    queryKey: [LEDGER, 'trial-balance'],
    queryFn: () => dataProvider.trialBalance(),
    retry: false,
  });
  return (
    <Card component="section" aria-label={translate('resources.ledger.trial.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.ledger.trial.title')}
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : error || !data ? (
          <Alert severity="error">{translate('resources.ledger.trial.error', { message: errorText(error) })}</Alert>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: { sm: 'center' } }}>
            <Figure
              label={translate('resources.ledger.trial.debits')}
              value={formatMinorMoney(data.debits, currency, locale)}
              testId="trial-debits"
            />
            <Figure
              label={translate('resources.ledger.trial.credits')}
              value={formatMinorMoney(data.credits, currency, locale)}
              testId="trial-credits"
            />
            <BalancedBadge balanced={data.balanced === true} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** Every account with its debits, credits and balance (`GET /api/admin/ledger/accounts`). */
export function AccountsTable() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const currency = useCurrency();
  const [locale] = useLocaleState();
  const { data, error, isPending } = useQuery({
    queryKey: [LEDGER, 'accounts'],
    queryFn: () => dataProvider.ledgerAccounts(),
    retry: false,
  });
  const money = (value: unknown) => formatMinorMoney(value, currency, locale);
  const title = translate('resources.ledger.accounts.list');
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : error ? (
          <Alert severity="error">{translate('resources.ledger.accounts.error', { message: errorText(error) })}</Alert>
        ) : !data || data.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.ledger.accounts.none')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.ledger.accounts.code')}</TableCell>
                  <TableCell>{translate('resources.ledger.accounts.kind')}</TableCell>
                  <TableCell align="right">{translate('resources.ledger.accounts.debits')}</TableCell>
                  <TableCell align="right">{translate('resources.ledger.accounts.credits')}</TableCell>
                  <TableCell align="right">{translate('resources.ledger.accounts.balance')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((account) => {
                  const entries = `${createPath({ resource: LEDGER, type: 'list' })}?filter=${encodeURIComponent(
                    JSON.stringify({ account_code: account.code }),
                  )}`;
                  return (
                    <TableRow key={account.code} hover>
                      <TableCell component="th" scope="row">
                        <Link
                          to={entries}
                          aria-label={translate('resources.ledger.accounts.entries', { code: ledgerAccountLabel(account.code, translate) })}
                          title={account.code}
                        >
                          {ledgerAccountLabel(account.code, translate)}
                        </Link>
                      </TableCell>
                      <TableCell>{translate(`app.account_kind.${account.kind}`, { _: account.kind })}</TableCell>
                      <TableCell align="right">{money(account.debits_minor)}</TableCell>
                      <TableCell align="right">{money(account.credits_minor)}</TableCell>
                      <TableCell align="right">{money(account.balance_minor)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}

/** `/admin/ledger/accounts`: the trial balance on top, every account below. */
export default function LedgerAccountsPage() {
  const translate = useTranslate();
  return (
    <RequireAccess resource={LEDGER} action="list">
      <Title title={translate('resources.ledger.accounts.title')} />
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('resources.ledger.accounts.title')}
        </Typography>
        <TrialBalanceCard />
        <AccountsTable />
      </Stack>
    </RequireAccess>
  );
}
