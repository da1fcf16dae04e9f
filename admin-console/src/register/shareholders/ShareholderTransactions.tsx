import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, formatShareClassNames, formatShares, isLanguage, type HolderTransaction } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiFetch, EmptyState, ErrorState, LoadingState } from '@andel/ui/shell';
import { transactionPath } from '../transactions/transaction-resource';

/** The shareholder's transactions tab: the holder's log entries with their effect on the holder, newest first, each linking to its entry. */
export const ShareholderTransactions = ({ orgNo, shareholderId }: { orgNo: string; shareholderId: string }) => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'nb';
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['company', orgNo, 'shareholder-transactions', shareholderId],
    queryFn: ({ signal }) => apiFetch<HolderTransaction[]>(`/transactionlog/shareholder/${encodeURIComponent(shareholderId)}`, { signal }),
  });
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState textKey="shareholders.tab.transactions.empty" />;
  return (
    <Paper sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('shareholders.transactions.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('shareholders.transactions.date')}</TableCell>
            <TableCell>{t('shareholders.transactions.type')}</TableCell>
            <TableCell>{t('shareholders.transactions.class')}</TableCell>
            <TableCell align="right">{t('shareholders.transactions.change')}</TableCell>
            <TableCell>{t('shareholders.transactions.received')}</TableCell>
            <TableCell>{t('shareholders.transactions.given')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={`${row.transactionlogId}:${row.shareTypeId}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.transactionDate)}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={transactionPath(orgNo, row.transactionlogId)}>
                  {t(`transactions.type.${row.transactionType}`)}
                </Link>
              </TableCell>
              <TableCell>{formatShareClassNames({ code: row.shareTypeCode, customNames: row.customNames }, language, t).name}</TableCell>
              <TableCell align="right">{`${BigInt(row.change) > 0n ? '+' : ''}${formatShares(row.change, language)}`}</TableCell>
              <TableCell>{row.received}</TableCell>
              <TableCell>{row.given}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
};
