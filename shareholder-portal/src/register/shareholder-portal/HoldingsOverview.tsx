import { formatNumber, formatPercent, formatShares, formatShareClassNames, isLanguage, type HolderOverview } from '@andel/domain/shared';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiFetch, DownloadButton, EmptyState, ErrorState, LoadingState } from '@andel/ui/shell';

/** The holder's own shares per class, votes, share numbers and ownership. */
export const HoldingsOverview = () => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'nb';
  const { orgNo = '', shareholderId = '' } = useParams();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['shareholder-overview', orgNo, shareholderId],
    queryFn: () => apiFetch<HolderOverview>(`/shareholder-view/${orgNo}/${shareholderId}/overview`),
  });
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.holdings.length === 0) return <EmptyState textKey="shareholderPortal.overview.empty" />;
  return (
    <Paper sx={{ p: 2 }}>
      <Typography sx={{ mb: 2 }}>
        {t('shareholderPortal.overview.summary', {
          shares: formatShares(data.totalShares, language),
          ownership: formatPercent(data.shareOfShares, language),
          votes: formatPercent(data.shareOfVotes, language),
        })}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('shareholderPortal.overview.class')}</TableCell>
            <TableCell align="right">{t('shareholderPortal.overview.shares')}</TableCell>
            <TableCell align="right">{t('shareholderPortal.overview.votes')}</TableCell>
            <TableCell>{t('shareholderPortal.overview.shareNumbers')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.holdings.map((holding) => (
            <TableRow key={holding.shareTypeId}>
              <TableCell>{formatShareClassNames({ code: holding.shareTypeCode, customNames: holding.customNames }, language, t).name}</TableCell>
              <TableCell align="right">{formatShares(holding.shares, language)}</TableCell>
              <TableCell align="right">{formatNumber(holding.votes, language, 5)}</TableCell>
              <TableCell>{holding.shareNumbers.replaceAll(',', ', ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DownloadButton path={`/shareholder-view/${orgNo}/certificate/${shareholderId}/${language}`} labelKey="certificate.download" errorKey="shareholders.error.downloadingCertificate" />
    </Paper>
  );
};
