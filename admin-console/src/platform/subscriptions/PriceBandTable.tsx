import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney, type BillingOverview } from '@andel/domain/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@andel/ui/shell';

/** The seeds' shareholder-count bands with the yearly price of a paid tier; the company's own band is highlighted. */
export const PriceBandTable = ({ billing }: { billing: BillingOverview }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const bandLabel = (band: BillingOverview['priceBands'][number]) =>
    band.upTo === null ? t('billing.band.andMore', { from: band.from }) : t('billing.band.range', { from: band.from, upTo: band.upTo });
  return (
    <Table size="small" aria-label={t('billing.priceTable')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('billing.shareholders')}</TableCell>
          <TableCell align="right">{t('billing.pricePerYear')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {billing.priceBands.map((band, index) => (
          <TableRow key={band.from} selected={index === billing.priceBand} aria-selected={index === billing.priceBand}>
            <TableCell component="th" scope="row">
              {bandLabel(band)}
            </TableCell>
            <TableCell align="right">{band.price === null ? t('billing.contactProvider') : formatMoney(band.price, language, billing.currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
