import { contactKinds, type ContactKind, type PortfolioContact } from '@andel/domain/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiFetchPage } from '@andel/ui/shell';
import { adminContactPath, customRolePath, sectionApiPath, sectionPath } from './portfolio-scopes';
import { PortfolioTabList } from './PortfolioTabList';
import { SectionTabs } from './SectionTabs';
import { usePortfolioTab } from './usePortfolioTab';

/** An access type, a board role or a shareholder's part by its message key; a custom role by its own name. */
const roleLabel = (t: TFunction, { role, holder }: PortfolioContact['companies'][number]) => {
  if (role === 'ADMIN') return t('accessType.ADMIN');
  if (role === 'shareholder') return t('portfolio.contacts.role.shareholder');
  if (role === 'shareholderContact') return t('portfolio.contacts.role.shareholderContact', { holder });
  const boardRole = `companyRole.${role}`;
  return t(boardRole, { defaultValue: role });
};

/** The contacts section's tabs: the kinds of contacts, then the custom roles they may hold. */
export const contactTabs = [...contactKinds, 'custom-roles'] as const;
export type ContactTab = (typeof contactTabs)[number];

export const ContactTabs = ({ scope, tab }: { scope: string; tab: ContactTab }) => (
  <SectionTabs value={tab} labelKey="portfolio.contacts.tabs" tabs={contactTabs.map((kind) => ({ value: kind, labelKey: `portfolio.contacts.tab.${kind}`, to: sectionPath(scope, 'contacts', kind) }))} />
);

/** `contacts/{contactsTab}`: administrators, board roles or shareholders across the portfolio's administered companies. */
export const ContactsSection = ({ scope, tab }: { scope: string; tab: ContactKind }) => {
  const { t } = useTranslation();
  const list = usePortfolioTab(['contacts', scope], (query) => apiFetchPage<PortfolioContact>(`${sectionApiPath(scope, 'contacts')}?${query}`), { kind: tab });
  return (
    <>
      <ContactTabs scope={scope} tab={tab} />
      <PortfolioTabList
        list={list}
        searchLabelKey="portfolio.contacts.search"
        emptyKey={`portfolio.contacts.empty.${tab}`}
      >
        {({ rows }) => (
          <Table size="small" aria-label={t(`portfolio.contacts.tab.${tab}`)}>
            <TableHead>
              <TableRow>
                <TableCell>{t('portfolio.contacts.name')}</TableCell>
                <TableCell>{t('portfolio.contacts.email')}</TableCell>
                <TableCell>{t('portfolio.contacts.phone')}</TableCell>
                <TableCell>{t('portfolio.contacts.companies')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((contact) => (
                <TableRow key={contact.id}>
                  <TableCell>
                    {tab === 'admins' ? (
                      <Link component={RouterLink} to={adminContactPath(scope, contact.id)}>
                        {contact.name}
                      </Link>
                    ) : (
                      contact.name
                    )}
                  </TableCell>
                  <TableCell>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '–'}</TableCell>
                  <TableCell>{contact.phone ?? '–'}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {contact.companies.map((company) => (
                        <Chip
                          key={`${company.organisationNumber}:${company.role}:${company.holder ?? ''}`}
                          size="small"
                          label={`${company.name} · ${roleLabel(t, company)}`}
                          {...(company.customRoleId ? { component: RouterLink, to: customRolePath(scope, company.customRoleId), clickable: true } : {})}
                        />
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PortfolioTabList>
    </>
  );
};
