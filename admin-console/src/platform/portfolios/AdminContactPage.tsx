import { formatDate, type PortfolioAdmin } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { customRolePath, sectionApiPath, sectionPath } from './portfolio-scopes';
import { PortfolioDetail } from './PortfolioDetail';
import { RevokeAdminDialog } from './RevokeAdminDialog';

type Company = PortfolioAdmin['companies'][number];

/** An administrator's companies with the access held in each; the viewer may revoke one company or all (not their own). */
const AdminCompanies = ({ scope, admin }: { scope: string; admin: PortfolioAdmin }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [revoking, setRevoking] = useState<Company[] | null>(null);
  return (
    <>
      <Table size="small" aria-label={t('portfolio.contact.companies')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('portfolio.shareholders.company')}</TableCell>
            <TableCell>{t('portfolio.contact.access')}</TableCell>
            {!admin.isSelf && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {admin.companies.map((company) => (
            <TableRow key={company.organisationNumber}>
              <TableCell>
                {company.name} ({company.organisationNumber})
              </TableCell>
              <TableCell>
                {company.customRoleId ? (
                  <Link component={RouterLink} to={customRolePath(scope, company.customRoleId)}>
                    {company.customRoleName}
                  </Link>
                ) : (
                  t(`accessType.${company.accessType}`)
                )}
              </TableCell>
              {!admin.isSelf && (
                <TableCell align="right">
                  <Button size="small" color="error" onClick={() => setRevoking([company])}>
                    {t('companyUsers.revoke')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!admin.isSelf && admin.companies.length > 1 && (
        <div>
          <Button variant="outlined" color="error" onClick={() => setRevoking(admin.companies)}>
            {t('portfolio.contact.revokeAll')}
          </Button>
        </div>
      )}
      {revoking && (
        <RevokeAdminDialog
          admin={admin}
          companies={revoking}
          onClose={() => setRevoking(null)}
          onDone={(all) => {
            setRevoking(null);
            if (all || admin.companies.length === 1) navigate(sectionPath(scope, 'contacts', 'admins'));
          }}
        />
      )}
    </>
  );
};

/** `contacts/admins/{externalId}`: an administrator or custom-role user across the companies the viewer administers here. */
export const AdminContactPage = () => {
  const { t } = useTranslation();
  const { scope = 'all', externalId = '' } = useParams();
  return (
    <PortfolioDetail<PortfolioAdmin>
      apiPath={`${sectionApiPath(scope, 'contacts')}/admins/${encodeURIComponent(externalId)}`}
      back={{ to: sectionPath(scope, 'contacts', 'admins'), labelKey: 'portfolio.contacts.tab.admins' }}
      title={(admin) => admin.name}
      subtitle={(admin) => admin.email}
    >
      {(admin) => (
        <>
          <AdminCompanies scope={scope} admin={admin} />
          <Typography variant="h3" component="h3">
            {t('portfolio.contact.pendingInvitations')}
          </Typography>
          {admin.pendingInvitations.length === 0 ? (
            <Typography color="text.secondary">{t('portfolio.contact.noPendingInvitations')}</Typography>
          ) : (
            <List dense>
              {admin.pendingInvitations.map((invitation) => (
                <ListItem key={invitation.id}>
                  <ListItemText primary={invitation.companyName} secondary={t('portfolio.contact.expires', { date: formatDate(invitation.expiresAt) })} />
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </PortfolioDetail>
  );
};
