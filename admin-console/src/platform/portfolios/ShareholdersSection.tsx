import { formatPercentPoints, formatShares, type PortfolioShareholder } from '@andel/domain/shared';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiFetchPage, currentLanguage } from '@andel/ui/shell';
import { PortfolioBatchActions } from './PortfolioBatchActions';
import { holderPath, sectionApiPath } from './portfolio-scopes';
import { PortfolioTabList } from './PortfolioTabList';
import { usePortfolioTab } from './usePortfolioTab';

/** `shareholders`: each holder once, with their shares and part of each administered company in the portfolio. */
export const ShareholdersSection = ({ scope }: { scope: string }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const list = usePortfolioTab(['shareholders', scope], (query) => apiFetchPage<PortfolioShareholder>(`${sectionApiPath(scope, 'shareholders')}?${query}`));
  return (
    <>
      <PortfolioBatchActions scope={scope} />
      <PortfolioTabList
        list={list}
        searchLabelKey="portfolio.shareholders.search"
        emptyKey="portfolio.shareholders.empty"
      >
        {({ rows }) => (
          <Table size="small" aria-label={t('portfolio.section.shareholders')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('portfolio.shareholders.holder')}</TableCell>
                <TableCell>{t('portfolio.contacts.email')}</TableCell>
                <TableCell>{t('portfolio.shareholders.company')}</TableCell>
                <TableCell align="right">{t('portfolio.shareholders.shares')}</TableCell>
                <TableCell align="right">{t('portfolio.shareholders.ownership')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.flatMap((holder) =>
                holder.holdings.map((holding, index) => (
                  <TableRow key={`${holder.id}:${holding.shareholderId}`}>
                    {index === 0 && (
                      <>
                        <TableCell rowSpan={holder.holdings.length}>
                          <Link component={RouterLink} to={holderPath(scope, holder.id)}>
                            {holder.name}
                          </Link>
                          {holder.companyNumber && (
                            <Typography variant="body2" color="text.secondary">
                              {holder.companyNumber}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell rowSpan={holder.holdings.length}>{holder.email ?? '–'}</TableCell>
                      </>
                    )}
                    <TableCell>{holding.companyName}</TableCell>
                    <TableCell align="right">{formatShares(holding.shares, language)}</TableCell>
                    <TableCell align="right">{formatPercentPoints(holding.ownershipInPercent, language)}</TableCell>
                  </TableRow>
                )),
              )}
            </TableBody>
          </Table>
        )}
      </PortfolioTabList>
    </>
  );
};
