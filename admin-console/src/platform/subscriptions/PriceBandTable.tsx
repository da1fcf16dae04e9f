import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney } from '@andel/domain/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shell';
import type { BillingOverview } from './useBillingOverview';

/** Yearly price of every tier in every shareholder-count band; the company's own band is highlighted. */
export const PriceBandTable = ({ billing }: { billing: BillingOverview }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const bandLabel = (band: BillingOverview['priceBands'][number]) =>
    band.upTo === null ? t('billing.band.over', { from: band.from - 1 }) : t('billing.band.range', { from: band.from, upTo: band.upTo });
  return (
    <Table size="small" aria-label={t('billing.priceTable')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('billing.shareholders')}</TableCell>
          {billing.prices.map((row) => (
            <TableCell key={row.subscriptionType} align="right">
              {t(`subscriptionType.${row.subscriptionType}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {billing.priceBands.map((band, index) => (
          <TableRow key={band.from} selected={index === billing.priceBand} aria-selected={index === billing.priceBand}>
            <TableCell component="th" scope="row">
              {bandLabel(band)}
            </TableCell>
            {billing.prices.map((row) => (
              <TableCell key={row.subscriptionType} align="right">
                {formatMoney(row.prices[index] ?? '0', language, billing.currency)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
