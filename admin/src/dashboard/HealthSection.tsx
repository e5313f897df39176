import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CampaignIcon from '@mui/icons-material/Campaign';
import DialpadIcon from '@mui/icons-material/Dialpad';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import GavelIcon from '@mui/icons-material/Gavel';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import LockIcon from '@mui/icons-material/Lock';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TimerIcon from '@mui/icons-material/Timer';
import type { SvgIconComponent } from '@mui/icons-material';
import { Alert, Box, Button, Card, CardActionArea, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useCanAccessResources, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { formatMinorMoney } from '../common/money';
import type { AppDataProvider, MarketplaceHealth } from '../providers/dataProvider';
import { resourcePath } from '../routes';
import {
  HEALTH_NO_SHOWS_OPEN,
  HEALTH_PAYOUTS_FAILED,
  HEALTH_PAYOUTS_WAITING,
  HEALTH_WINDOWS,
  type AdminResource,
} from '@gigmarket/shared';

/** A list address with its filter (react-admin reads `filter` and `displayedFilters` from the query). */
export function listLink(rest: AdminResource, filter: Record<string, unknown>, displayed: string[] = []): string {
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (displayed.length) params.set('displayedFilters', JSON.stringify(Object.fromEntries(displayed.map((name) => [name, true]))));
  return `/${resourcePath(rest)}?${params.toString()}`;
}

const LAGOS_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The start of `asOf`'s calendar month in Africa/Lagos (UTC+1 all year), where the API's "this
 * month" figures start: `2026-11-01T00:00:00+01:00`.
 */
export function lagosMonthStart(asOf: string): string {
  const date = new Date(asOf);
  const lagos = new Date((Number.isNaN(date.getTime()) ? Date.now() : date.getTime()) + LAGOS_OFFSET_MS);
  return `${lagos.toISOString().slice(0, 7)}-01T00:00:00+01:00`;
}

/** `days` days before `asOf` (the windows of the figures that look back), ISO 8601. */
export function daysBefore(asOf: string, days: number): string {
  const date = new Date(asOf);
  return new Date((Number.isNaN(date.getTime()) ? Date.now() : date.getTime()) - days * DAY_MS).toISOString();
}

/** How long ago `oldest` was, seen from `asOf`: whole days, else whole hours, else minutes. */
export function ageParts(oldest: string, asOf: string): { unit: 'days' | 'hours' | 'minutes'; count: number } | null {
  const from = new Date(oldest).getTime();
  const to = new Date(asOf).getTime();
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  const minutes = Math.max(0, Math.floor((to - from) / 60_000));
  if (minutes >= 24 * 60) return { unit: 'days', count: Math.floor(minutes / (24 * 60)) };
  if (minutes >= 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'minutes', count: minutes };
}

interface Tile {
  key: string;
  icon: SvgIconComponent;
  value: string;
  detail?: string;
  to: string;
  rest: AdminResource;
}

const LINKED: AdminResource[] = ['ledger', 'payouts', 'disputes', 'reliability', 'listings', 'savedsearches', 'ussdsessions'];

function HealthTile({ tile, title, linked }: { tile: Tile; title: string; linked: boolean }) {
  const Icon = tile.icon;
  const body = (
    <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Icon color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {tile.value}
        </Typography>
        {tile.detail ? (
          <Typography variant="body2" color="text.secondary">
            {tile.detail}
          </Typography>
        ) : null}
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" data-testid={`health-${tile.key}`} sx={{ height: '100%' }}>
      {linked ? (
        <CardActionArea component={Link} to={tile.to} sx={{ height: '100%', alignItems: 'flex-start' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/**
 * "Marketplace health" (`GET /api/admin/dashboard/health`): money held and owed, this month's
 * revenue and gateway costs, what waits for an admin (open disputes, no-shows reported or
 * contested) and how old the oldest is, how jobs fill, alerts and USSD use (the windows and
 * statuses are the API's own, from @gigmarket/shared). Each figure opens the list behind it; a figure
 * the admin may not see comes back null and its tile is left out.
 */
export function HealthSection() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: LINKED.map(resourcePath) });
  const { data, error, isPending, refetch, isFetching } = useQuery<MarketplaceHealth>({
    queryKey: ['admin-dashboard-health'],
    queryFn: () => dataProvider.dashboardHealth(),
    retry: false,
  });
  const title = translate('app.health.title');

  const tiles = useMemo<Tile[]>(() => {
    if (!data) return [];
    const currency = data.currency || 'NGN';
    const money = (minor: unknown) => formatMinorMoney(minor, currency, locale);
    const count = (value: number) => new Intl.NumberFormat(locale).format(value);
    const oldest = (items: { count: number; oldest_at: string | null }) => {
      if (!items.count || !items.oldest_at) return undefined;
      const age = ageParts(items.oldest_at, data.as_of);
      return age ? translate(`app.health.oldest_${age.unit}`, { smart_count: age.count }) : undefined;
    };
    const month = lagosMonthStart(data.as_of);
    const listingsSince = daysBefore(data.as_of, HEALTH_WINDOWS.listingsDays);
    const out: Tile[] = [];
    if (data.escrow_minor !== null && data.escrow_minor !== undefined)
      out.push({ key: 'escrow', icon: LockIcon, value: money(data.escrow_minor), to: listLink('ledger', { q: 'escrow:' }), rest: 'ledger' });
    if (data.payouts_waiting)
      out.push({
        key: 'payouts_waiting',
        icon: HourglassBottomIcon,
        value: count(data.payouts_waiting.count),
        detail: money(data.payouts_waiting.amount_minor),
        to: listLink('payouts', { status: HEALTH_PAYOUTS_WAITING }),
        rest: 'payouts',
      });
    if (data.payouts_failed)
      out.push({
        key: 'payouts_failed',
        icon: ErrorOutlineIcon,
        value: count(data.payouts_failed.count),
        detail: money(data.payouts_failed.amount_minor),
        to: listLink('payouts', { status: HEALTH_PAYOUTS_FAILED }),
        rest: 'payouts',
      });
    if (data.revenue_month_minor !== null && data.revenue_month_minor !== undefined)
      out.push({
        key: 'revenue_month',
        icon: AccountBalanceIcon,
        value: money(data.revenue_month_minor),
        to: listLink('ledger', { account_code: 'platform:revenue', created_at_gte: month }, ['created_at_gte']),
        rest: 'ledger',
      });
    if (data.gateway_costs_month_minor !== null && data.gateway_costs_month_minor !== undefined)
      out.push({
        key: 'gateway_costs_month',
        icon: ReceiptLongIcon,
        value: money(data.gateway_costs_month_minor),
        to: listLink('ledger', { account_code: 'platform:gateway_costs', created_at_gte: month }, ['created_at_gte']),
        rest: 'ledger',
      });
    if (data.disputes_open)
      out.push({
        key: 'disputes_open',
        icon: GavelIcon,
        value: count(data.disputes_open.count),
        detail: oldest(data.disputes_open),
        to: listLink('disputes', { status: 'open' }),
        rest: 'disputes',
      });
    if (data.no_shows_open)
      out.push({
        key: 'no_shows_open',
        icon: PersonOffIcon,
        value: count(data.no_shows_open.count),
        detail: oldest(data.no_shows_open),
        to: listLink('reliability', { kind: 'no_show', status: HEALTH_NO_SHOWS_OPEN }),
        rest: 'reliability',
      });
    if (data.jobs_filled_share !== null && data.jobs_filled_share !== undefined)
      out.push({
        key: 'jobs_filled',
        icon: TaskAltIcon,
        value: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(data.jobs_filled_share),
        detail: translate('app.health.last_days', { smart_count: HEALTH_WINDOWS.listingsDays }),
        to: listLink('listings', { closed_reason: 'filled', published_at_gte: listingsSince }, ['closed_reason', 'published_at_gte']),
        rest: 'listings',
      });
    if (data.median_fill_hours !== null && data.median_fill_hours !== undefined)
      out.push({
        key: 'median_fill',
        icon: TimerIcon,
        value: translate('app.health.hours', {
          hours: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(data.median_fill_hours),
        }),
        detail: translate('app.health.last_days', { smart_count: HEALTH_WINDOWS.listingsDays }),
        to: listLink('listings', { closed_reason: 'filled', filled_at_gte: listingsSince }, ['closed_reason', 'filled_at_gte']),
        rest: 'listings',
      });
    if (data.alerts_sent_7d !== null && data.alerts_sent_7d !== undefined)
      out.push({ key: 'alerts_7d', icon: CampaignIcon, value: count(data.alerts_sent_7d), to: `/${resourcePath('savedsearches')}`, rest: 'savedsearches' });
    if (data.ussd_sessions_7d !== null && data.ussd_sessions_7d !== undefined)
      out.push({ key: 'ussd_7d', icon: DialpadIcon, value: count(data.ussd_sessions_7d), to: listLink('ussdsessions', { started_at_gte: daysBefore(data.as_of, HEALTH_WINDOWS.ussdDays) }), rest: 'ussdsessions' });
    return out;
  }, [data, locale, translate]);

  const status = error && typeof error === 'object' && 'status' in error ? (error as { status?: number }).status : undefined;
  // An admin the API does not show the section to sees the rest of the dashboard only.
  if (status === 403 || (data && tiles.length === 0)) return null;

  return (
    <Card component="section" aria-label={title} data-testid="health">
      <CardHeader
        title={title}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        subheader={
          data?.as_of
            ? translate('app.health.as_of', {
                time: new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
                  new Date(data.as_of),
                ),
              })
            : // The line is held while loading, so the tiles below do not move when it arrives.
              '\u00a0'
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Box role="progressbar" aria-label={translate('app.health.loading')} sx={grid}>
            {Array.from({ length: HEALTH_TILE_COUNT }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={HEALTH_TILE_HEIGHT} />
            ))}
          </Box>
        ) : error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
                {translate('app.health.retry')}
              </Button>
            }
          >
            {translate('app.health.error', { message: error instanceof Error ? error.message : String(error) })}
          </Alert>
        ) : (
          <Box sx={grid}>
            {tiles.map((tile) => (
              <HealthTile key={tile.key} tile={tile} title={translate(`app.health.${tile.key}`)} linked={canAccess?.[resourcePath(tile.rest)] === true} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The most tiles the section shows, and a tile's usual height: the loading skeleton takes their room. */
const HEALTH_TILE_COUNT = 11;
const HEALTH_TILE_HEIGHT = 107;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;
