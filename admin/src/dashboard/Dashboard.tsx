import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BusinessIcon from '@mui/icons-material/Business';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LinkIcon from '@mui/icons-material/Link';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PeopleIcon from '@mui/icons-material/People';
import WorkIcon from '@mui/icons-material/Work';
import { Box, Card, CardContent, CardHeader, LinearProgress, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDecimalMoney } from '../common/money';
import type { AppDataProvider, DashboardData } from '../providers/dataProvider';
import { monthLabels, twelve } from './months';
import { HealthSection } from './HealthSection';
import { RecentJobs } from './RecentJobs';
import { SourcesSection } from './SourcesSection';
import { StatCard } from './StatCard';

const ListingsChart = lazy(() => import('./ListingsChart'));
const UsersChart = lazy(() => import('./UsersChart'));
const UssdChart = lazy(() => import('./UssdChart'));

const ChartSkeleton = () => <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '1 / 0.6', height: 'auto' }} />;

function ChartCard({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Card sx={{ minWidth: 0 }} data-testid={testId}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent>
        <Suspense fallback={<ChartSkeleton />}>{children}</Suspense>
      </CardContent>
    </Card>
  );
}

/** `/admin/dashboard`: loader, eight figures, Marketplace health, the charts and the recent jobs. */
export function Dashboard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useQuery<DashboardData>({
    queryKey: ['admin-dashboard'],
    queryFn: () => dataProvider.getDashboard(),
    retry: false,
  });

  useEffect(() => {
    if (error) {
      const message = `${translate('app.dashboard.data_error')}: ${error.message}`;
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  }, [error, notify, translate]);

  const figures = useMemo(() => {
    if (!data) return [];
    return [
      { key: 'totalListing', icon: WorkIcon, value: data.totalListing, color: '#1565c0' },
      { key: 'open', icon: LockOpenIcon, value: data.open, color: '#2e7d32' },
      { key: 'closed', icon: DoNotDisturbIcon, value: data.closed, color: '#c62828' },
      { key: 'joined', icon: HandshakeIcon, value: data.joined, color: '#6a1b9a' },
      {
        key: 'amountSpent',
        icon: AccountBalanceWalletIcon,
        value: formatDecimalMoney(data.amountSpent ?? 0, data.currency || 'NGN', locale),
        color: '#ef6c00',
      },
      { key: 'totalConnection', icon: LinkIcon, value: data.totalConnection, color: '#00838f' },
      { key: 'freelancer', icon: PeopleIcon, value: data.freelancer, color: '#f9a825' },
      { key: 'employer', icon: BusinessIcon, value: data.employer, color: '#283593' },
    ];
  }, [data, locale]);

  const labels = useMemo(() => monthLabels(locale, data?.monthKeys ?? data?.months), [locale, data?.monthKeys, data?.months]);

  if (isPending) {
    return (
      <Box sx={{ mt: 2 }} role="progressbar" aria-label={translate('app.dashboard.loading')}>
        <LinearProgress />
      </Box>
    );
  }

  if (!data) {
    return (
      <Box sx={{ mt: 2 }}>
        <HealthSection />
      </Box>
    );
  }

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {figures.map((figure) => (
          <StatCard
            key={figure.key}
            testId={`stat-${figure.key}`}
            icon={figure.icon}
            title={translate(`app.dashboard.${figure.key}`)}
            value={figure.value}
            color={figure.color}
          />
        ))}
      </Box>
      <HealthSection />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartCard title={translate('app.dashboard.listings_chart')} testId="chart-listings">
          <ListingsChart
            labels={labels}
            open={twelve(data.openChat)}
            closed={twelve(data.closedChat)}
            openLabel={translate('app.dashboard.open_series')}
            closedLabel={translate('app.dashboard.closed_series')}
          />
        </ChartCard>
        <ChartCard title={translate('app.dashboard.users_chart')} testId="chart-users">
          <UsersChart
            labels={labels}
            employers={twelve(data.employerChat)}
            freelancers={twelve(data.freelancerChat)}
            employerLabel={translate('app.dashboard.employer_series')}
            freelancerLabel={translate('app.dashboard.freelancer_series')}
          />
        </ChartCard>
        {data.ussdDays?.length ? (
          <ChartCard title={translate('app.dashboard.ussd_chart')} testId="chart-ussd">
            <UssdChart
              days={data.ussdDays}
              sessions={data.ussdSessions ?? []}
              actions={data.ussdActions ?? []}
              sessionsLabel={translate('app.dashboard.ussd_sessions_series')}
              actionsLabel={translate('app.dashboard.ussd_actions_series')}
            />
          </ChartCard>
        ) : null}
      </Box>
      <SourcesSection />
      <RecentJobs rows={data.recentListing ?? []} currency={data.currency || 'NGN'} />
    </Box>
  );
}
