import { formatShares, type PostingLine } from '@andel/domain/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@andel/ui/shell';
import { useShareClassChoices } from './fields/useRegisterChoices';

const signed = (quantity: string, language: 'nb' | 'sv' | 'en') => (quantity.startsWith('-') ? `−${formatShares(quantity.slice(1), language)}` : `+${formatShares(quantity, language)}`);

/** What each holder (or the company) received or gave, per class, with the share numbers. */
export const PostingsTable = ({ postings }: { postings: PostingLine[] }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { nameOf } = useShareClassChoices();
  return (
    <Table size="small" aria-label={t('transactions.details.postings')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('transactions.details.holder')}</TableCell>
          <TableCell>{t('transactions.details.shareClass')}</TableCell>
          <TableCell align="right">{t('transactions.details.change')}</TableCell>
          <TableCell>{t('transactions.details.shareNumbers')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {postings.map((line) => (
          <TableRow key={`${line.shareholderId}:${line.sharetypeId}`}>
            <TableCell>{line.shareholderId ? (line.name ?? t('shareholders.unnamed')) : t('transactions.details.issuer')}</TableCell>
            <TableCell>{nameOf(line.sharetypeId) ?? line.shareTypeCode}</TableCell>
            <TableCell align="right">{signed(line.quantity, language)}</TableCell>
            <TableCell>{[line.received && `+ ${line.received}`, line.given && `− ${line.given}`].filter(Boolean).join('  ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
