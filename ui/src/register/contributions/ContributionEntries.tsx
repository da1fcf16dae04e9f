import { formatDate, formatMoney, type ContributionView } from '@andel/domain/shared';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage, EmptyState } from '../../platform/shell';
import { bookKey } from './contribution-paths';

/** A book's entries, newest first: date, type, amount (the holder's own, or the entry's total) and comment; with `detailsPath`, each links to its details. */
export const ContributionEntries = ({ entries, currency, detailsPath }: { entries: ContributionView[]; currency: string; detailsPath?: (id: string) => string }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (entries.length === 0) return <EmptyState textKey="contributions.none" />;
  return (
    <Paper sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('contributions.log')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('contributions.field.registrationDate')}</TableCell>
            <TableCell>{t('contributions.field.type')}</TableCell>
            <TableCell align="right">{t('contributions.field.amount')}</TableCell>
            <TableCell align="right">{t('contributions.field.recallableAmount')}</TableCell>
            <TableCell>{t('contributions.field.comment')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const typeName = t(`${bookKey(entry.book)}.type.${entry.type}`);
            return (
              <TableRow key={entry.shareholderContributionId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.registrationDate)}</TableCell>
                <TableCell>
                  {detailsPath ? (
                    <Link component={RouterLink} to={detailsPath(entry.shareholderContributionId)}>
                      {typeName}
                    </Link>
                  ) : (
                    typeName
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(entry.totalAmount, language, entry.details[0]?.currency ?? currency)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(entry.totalRecallableAmount, language, entry.details[0]?.currency ?? currency)}
                </TableCell>
                <TableCell>{entry.comment}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
};
