import { Card, CardContent, CardHeader, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider, JobSources } from '../providers/dataProvider';

/** How many days "Where job views come from" looks back. */
export const SOURCES_DAYS = 30;

/**
 * Where job views come from (docs/seo-and-feeds.md): views, shares and applications per source
 * over the last 30 days, and the ten most viewed jobs. Its own query: a failure leaves the rest of
 * the dashboard as it is.
 */
export function SourcesSection() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useQuery<JobSources>({
    queryKey: ['admin-dashboard-sources', SOURCES_DAYS],
    queryFn: () => dataProvider.jobSources(SOURCES_DAYS),
    retry: false,
  });
  const number = (value: number) => value.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB');
  const title = translate('app.dashboard.sources.title', { days: SOURCES_DAYS });
  return (
    <Card data-testid="dashboard-sources">
      <CardHeader title={title} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Skeleton variant="rectangular" height={120} />
        ) : error || !data ? (
          <Typography color="error">{translate('app.dashboard.sources.error')}</Typography>
        ) : (
          <>
            {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it (axe scrollable-region-focusable). */}
            <TableContainer tabIndex={0} role="region" aria-label={title}>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.dashboard.sources.source')}</TableCell>
                    <TableCell align="right">{translate('app.dashboard.sources.views')}</TableCell>
                    <TableCell align="right">{translate('app.dashboard.sources.shares')}</TableCell>
                    <TableCell align="right">{translate('app.dashboard.sources.applications')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.by_source.map((row) => (
                    <TableRow key={row.source} data-testid={`source-${row.source}`}>
                      <TableCell component="th" scope="row">
                        {translate(`app.dashboard.sources.names.${row.source}`)}
                      </TableCell>
                      <TableCell align="right">{number(row.views)}</TableCell>
                      <TableCell align="right">{number(row.shares)}</TableCell>
                      <TableCell align="right">{number(row.applications)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {translate('app.dashboard.sources.top_jobs')}
            </Typography>
            {data.top_jobs.length === 0 ? (
              <Typography color="text.secondary">{translate('app.dashboard.sources.no_views')}</Typography>
            ) : (
              <TableContainer tabIndex={0} role="region" aria-label={translate('app.dashboard.sources.top_jobs')}>
                <Table size="small" aria-label={translate('app.dashboard.sources.top_jobs')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.dashboard.job_title')}</TableCell>
                      <TableCell align="right">{translate('app.dashboard.sources.views')}</TableCell>
                      <TableCell align="right">{translate('app.dashboard.sources.shares')}</TableCell>
                      <TableCell align="right">{translate('app.dashboard.sources.applications')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.top_jobs.map((row) => (
                      <TableRow key={row.listing_id}>
                        <TableCell>{row.job_title}</TableCell>
                        <TableCell align="right">{number(row.views)}</TableCell>
                        <TableCell align="right">{number(row.shares)}</TableCell>
                        <TableCell align="right">{number(row.applications)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
