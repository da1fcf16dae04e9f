import { formatPercentPoints, formatQuantity, formatShares, type PortfolioHolder } from '@andel/domain/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@andel/ui/shell';

/** The holder's shares and votes per company, and their parts of each company's shares and votes. */
export const HolderHoldings = ({ holder }: { holder: PortfolioHolder }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Table size="small" aria-label={t('portfolio.holder.tab.overview')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('portfolio.shareholders.company')}</TableCell>
          <TableCell align="right">{t('portfolio.shareholders.shares')}</TableCell>
          <TableCell align="right">{t('portfolio.shareholders.ownership')}</TableCell>
          <TableCell align="right">{t('portfolio.holder.votes')}</TableCell>
          <TableCell align="right">{t('portfolio.holder.votesInPercent')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {holder.holdings.map((holding) => (
          <TableRow key={holding.shareholderId}>
            <TableCell>
              {holding.companyName} ({holding.organisationNumber})
            </TableCell>
            <TableCell align="right">{formatShares(holding.shares, language)}</TableCell>
            <TableCell align="right">{formatPercentPoints(holding.ownershipInPercent, language)}</TableCell>
            <TableCell align="right">{formatQuantity(holding.votes, language)}</TableCell>
            <TableCell align="right">{holding.votesInPercent === null ? '–' : formatPercentPoints(holding.votesInPercent, language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
