import { formatMoney, formatPercent, type ContributionSummary } from '@andel/domain/shared';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../platform/shell';

const columns = ['committed', 'contributed', 'distributed', 'recallable', 'net', 'remaining'] as const;

/** Seed 001's per-shareholder summary: committed, contributed, distributed, recallable, net, remaining, ownership. */
export const ContributionSummaryTable = ({ rows, currency }: { rows: (ContributionSummary & { shareholderName?: string | null })[]; currency: string }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const named = rows.some((row) => row.shareholderName !== undefined);
  return (
    <Paper sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('contributions.summary')}>
        <TableHead>
          <TableRow>
            {named && <TableCell>{t('contributions.field.shareholder')}</TableCell>}
            {columns.map((column) => (
              <TableCell key={column} align="right">
                {t(`contributions.column.${column}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('contributions.column.ownership')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.shareholderId}>
              {named && <TableCell>{row.shareholderName ?? t('shareholders.unnamed')}</TableCell>}
              {columns.map((column) => (
                <TableCell key={column} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row[column], language, currency)}
                </TableCell>
              ))}
              <TableCell align="right">{formatPercent(row.ownership, language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
};
