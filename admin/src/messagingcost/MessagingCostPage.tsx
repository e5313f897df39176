import {
  Alert,
  Card,
  CardContent,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
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
import { useState } from 'react';
import { Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { RequireAccess } from '../common/RequireAccess';
import { formatMicroDollars } from '../common/money';
import type { AppDataProvider, MessagingCost } from '../providers/dataProvider';
import { resourcePath } from '../routes';

/** The periods the page offers, in days. */
export const COST_PERIODS = [7, 14, 30, 90] as const;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The table: one row per Lagos day, WhatsApp messages by category and their cost, SMS beside them. */
function CostTable({ data }: { data: MessagingCost }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = (value: number) => new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US').format(value);
  const label = translate('app.messaging_cost.table');
  const row = (day: MessagingCost['totals'], header: string, key: string, bold = false) => (
    <TableRow key={key} hover={!bold} sx={bold ? { '& > *': { fontWeight: 600 } } : undefined}>
      <TableCell component="th" scope="row">
        {header}
      </TableCell>
      <TableCell align="right">{number(day.whatsapp_messages)}</TableCell>
      <TableCell align="right">{number(day.whatsapp_by_category.utility)}</TableCell>
      <TableCell align="right">{number(day.whatsapp_by_category.marketing)}</TableCell>
      <TableCell align="right">{number(day.whatsapp_by_category.authentication)}</TableCell>
      <TableCell align="right">{number(day.whatsapp_by_category.service)}</TableCell>
      <TableCell align="right">{formatMicroDollars(day.whatsapp_cost_micros, locale)}</TableCell>
      <TableCell align="right">{number(day.sms_messages)}</TableCell>
    </TableRow>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.messaging_cost.day')}</TableCell>
            <TableCell align="right">{translate('app.messaging_cost.whatsapp')}</TableCell>
            <TableCell align="right">{translate('app.messaging_cost.utility')}</TableCell>
            <TableCell align="right">{translate('app.messaging_cost.marketing')}</TableCell>
            <TableCell align="right">{translate('app.messaging_cost.authentication')}</TableCell>
            <TableCell align="right">{translate('app.messaging_cost.service')}</TableCell>
            <TableCell align="right">{translate('app.messaging_cost.cost')}</TableCell>
            <TableCell align="right">{translate('app.messaging_cost.sms')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.per_day.map((day) => row(day, day.day, day.day))}
          {row(data.totals, translate('app.messaging_cost.total'), 'total', true)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * `/admin/messaging/cost`: WhatsApp messages and their cost per Lagos day beside the SMS
 * (`GET /api/admin/messaging/cost`, docs/whatsapp.md "Consent and cost"); for those who may read
 * the settings, where the rates and the daily cap are edited.
 */
export default function MessagingCostPage() {
  const translate = useTranslate();
  const title = translate('app.messaging_cost.title');
  return (
    <RequireAccess resource={resourcePath('adminsettings')} action="list">
      <Title title={title} />
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <MessagingCostReport />
      </Stack>
    </RequireAccess>
  );
}

/** The period's choice and the table (asked only once the admin may read it). */
function MessagingCostReport() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [days, setDays] = useState<number>(14);
  const { data, error, isPending } = useQuery({
    queryKey: ['admin/messaging/cost', days],
    queryFn: () => dataProvider.messagingCost(days),
    retry: false,
  });
  return (
    <Card component="section" aria-label={translate('app.messaging_cost.table')}>
      <CardContent>
        <Stack spacing={2}>
          <FormControl size="small" sx={{ maxWidth: 200 }}>
            <InputLabel id="messaging-cost-period">{translate('app.messaging_cost.period')}</InputLabel>
            <Select
              labelId="messaging-cost-period"
              label={translate('app.messaging_cost.period')}
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {COST_PERIODS.map((period) => (
                <MenuItem key={period} value={period}>
                  {translate('app.messaging_cost.days', { smart_count: period })}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Typography variant="body2" color="text.secondary">
            {translate('app.messaging_cost.explain')}
          </Typography>
          {isPending ? (
            <Skeleton variant="rounded" height={120} />
          ) : error || !data ? (
            <Alert severity="error">{translate('app.messaging_cost.error', { message: errorText(error) })}</Alert>
          ) : data.per_day.length === 0 ? (
            <Typography color="text.secondary">{translate('app.messaging_cost.empty')}</Typography>
          ) : (
            <CostTable data={data} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
