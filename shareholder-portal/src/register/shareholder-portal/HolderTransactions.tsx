import { formatDate, formatShares, hasContractNote, formatShareClassNames, isLanguage, type HolderTransaction } from '@andel/domain/shared';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiFetch, DownloadButton, EmptyState, ErrorState, LoadingState } from '@andel/ui/shell';

/** `/shareholder/{orgNo}/{shareholderId}/transactions`: the holder's own transactions, newest first, with the contract note of each purchase or sale. */
export const HolderTransactions = () => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'nb';
  const { orgNo = '', shareholderId = '' } = useParams();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['shareholder-transactions', orgNo, shareholderId],
    queryFn: ({ signal }) => apiFetch<HolderTransaction[]>(`/shareholder-view/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/transactions`, { signal }),
  });
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState textKey="shareholderPortal.transactions.none" />;
  // A sale of several classes has a row per class and one contract note, offered on its first row.
  const firstRowOfEntry = (row: HolderTransaction) => data.find((other) => other.transactionlogId === row.transactionlogId) === row;
  return (
    <Paper sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('shareholderPortal.transactions.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('shareholderPortal.transactions.date')}</TableCell>
            <TableCell>{t('shareholderPortal.transactions.type')}</TableCell>
            <TableCell>{t('shareholderPortal.overview.class')}</TableCell>
            <TableCell align="right">{t('shareholderPortal.transactions.change')}</TableCell>
            <TableCell>{t('shareholderPortal.transactions.received')}</TableCell>
            <TableCell>{t('shareholderPortal.transactions.given')}</TableCell>
            <TableCell>{t('shareholderPortal.transactions.documents')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={`${row.transactionlogId}:${row.shareTypeId}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.transactionDate)}</TableCell>
              <TableCell>{t(`transactions.type.${row.transactionType}`)}</TableCell>
              <TableCell>{formatShareClassNames({ code: row.shareTypeCode, customNames: row.customNames }, language, t).name}</TableCell>
              <TableCell align="right">{`${BigInt(row.change) > 0n ? '+' : ''}${formatShares(row.change, language)}`}</TableCell>
              <TableCell>{row.received}</TableCell>
              <TableCell>{row.given}</TableCell>
              <TableCell>
                {hasContractNote(row.transactionType) && firstRowOfEntry(row) && (
                  <DownloadButton
                    size="small"
                    path={`/shareholder-view/${encodeURIComponent(orgNo)}/download-contract-note/${row.transactionlogId}`}
                    body={{ shareholderId, lang: language }}
                    labelKey="transactions.contractNote.download"
                    errorKey="shareholders.error.downloadingContractNote"
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
};
