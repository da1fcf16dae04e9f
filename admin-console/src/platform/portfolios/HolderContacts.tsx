import type { PortfolioHolder } from '@andel/domain/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

type Contact = PortfolioHolder['contacts'][number];

const addressOf = ({ address, postalCode, city, country }: Contact) => [address, [postalCode, city].filter(Boolean).join(' '), country].filter(Boolean).join(', ');

/** The contact facts each company has registered for the holder, side by side so differences show. */
export const HolderContacts = ({ holder }: { holder: PortfolioHolder }) => {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('portfolio.holder.tab.details')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('portfolio.shareholders.company')}</TableCell>
          <TableCell>{t('portfolio.contacts.name')}</TableCell>
          <TableCell>{t(holder.isCompany ? 'portfolio.holder.contactName' : 'portfolio.holder.birthDate')}</TableCell>
          <TableCell>{t('portfolio.contacts.email')}</TableCell>
          <TableCell>{t('portfolio.contacts.phone')}</TableCell>
          <TableCell>{t('portfolio.holder.address')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {holder.contacts.map((contact) => (
          <TableRow key={contact.organisationNumber}>
            <TableCell>{contact.companyName}</TableCell>
            <TableCell>{contact.name}</TableCell>
            <TableCell>{(holder.isCompany ? contact.contactName : contact.birthDate) ?? '–'}</TableCell>
            <TableCell>{contact.email ?? '–'}</TableCell>
            <TableCell>{contact.phone ?? '–'}</TableCell>
            <TableCell>{addressOf(contact) || '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
