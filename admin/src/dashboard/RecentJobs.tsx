import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDecimalMoney } from '../common/money';
import { StatusBadge } from '../common/StatusField';
import type { RecentListing } from '../providers/dataProvider';
import { resourcePath } from '../routes';

/** Recent Jobs: S/N from 1, job title, category, company, amount and the open/closed badge. */
export function RecentJobs({ rows, currency }: { rows: RecentListing[]; currency: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card>
      <CardHeader
        title={translate('app.dashboard.recent_jobs')}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={
          <Button component={Link} to={`/${resourcePath('listings')}`} variant="outlined" size="small">
            {translate('app.dashboard.view_all')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {rows.length === 0 ? (
          <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
            {translate('app.dashboard.no_records')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={translate('app.dashboard.recent_jobs')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.dashboard.serial')}</TableCell>
                  <TableCell>{translate('app.dashboard.job_title')}</TableCell>
                  <TableCell>{translate('app.dashboard.category')}</TableCell>
                  <TableCell>{translate('app.dashboard.company')}</TableCell>
                  <TableCell align="right">{translate('app.dashboard.amount')}</TableCell>
                  <TableCell>{translate('app.dashboard.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={row.id ?? index} hover>
                    <TableCell>{index + 1}</TableCell>
                    <TableCell>
                      <Link to={`/${resourcePath('listings')}/${row.id}/show`}>{row.job_title}</Link>
                    </TableCell>
                    <TableCell>{row.category?.category_name ?? ''}</TableCell>
                    <TableCell>{row.user?.profile?.company_name ?? ''}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDecimalMoney(row.min_amount, row.currency || currency, locale)}
                    </TableCell>
                    <TableCell>
                      <StatusBadge status={row.status === 'open' ? 'open' : 'closed'} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
