import type { CompanyUser } from '@andel/domain/shared';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { AccessTypeChip, EmptyState, ErrorState, errorMessageKey, LoadingState, useCompany, useNotify } from '@andel/ui/shell';
import { EmailDialog } from './EmailDialog';
import { useCompanyUsers } from './useCompanyUsers';

type Open = { kind: 'invite' } | { kind: 'changeEmail'; user: CompanyUser } | { kind: 'revoke'; user: CompanyUser } | null;

/** `settings/users`: who has access to the company and how; admins invite administrators, re-address invitations and revoke. */
export const CompanyUsers = ({ orgNo }: { orgNo: string }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data: company } = useCompany(orgNo);
  const { users, invite, changeEmail, revoke } = useCompanyUsers(orgNo);
  const [open, setOpen] = useState<Open>(null);
  const isAdmin = company?.accessType === 'ADMIN';

  if (users.isPending) return <LoadingState />;
  if (users.isError) return <ErrorState error={users.error} />;

  const confirmRevoke = (user: CompanyUser) =>
    revoke.mutate(user.id, {
      onSuccess: () => notify({ messageKey: 'contacts.revoke.success.message', severity: 'success' }),
      onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
      onSettled: () => setOpen(null),
    });

  return (
    <>
      {isAdmin && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen({ kind: 'invite' })}>
            {t('companyUsers.inviteAdmin')}
          </Button>
        </Box>
      )}
      {users.data.length === 0 ? (
        <EmptyState textKey="companyUsers.empty" />
      ) : (
        <Table size="small" aria-label={t('companySettings.tab.users')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('companyUsers.name')}</TableCell>
              <TableCell>{t('companyUsers.email')}</TableCell>
              <TableCell>{t('companyUsers.accessType')}</TableCell>
              {isAdmin && <TableCell align="right">{t('companyUsers.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {users.data.map((user) => (
              <TableRow key={user.id}>
                <TableCell>{user.name ?? '—'}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>
                  <AccessTypeChip accessType={user.accessType} roleName={user.customRoleName} />
                  {user.pending && <Chip size="small" label={t('companyUsers.pending')} sx={{ ml: 1 }} />}
                </TableCell>
                {isAdmin && (
                  <TableCell align="right">
                    {user.pending && (
                      <Button size="small" onClick={() => setOpen({ kind: 'changeEmail', user })}>
                        {t('companyUsers.changeEmail')}
                      </Button>
                    )}
                    <Button size="small" color="error" onClick={() => setOpen({ kind: 'revoke', user })}>
                      {t('companyUsers.revoke')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {open?.kind === 'invite' && (
        <EmailDialog
          titleKey="inviteAdmin.title"
          submitKey="inviteAdmin.send"
          withLanguage
          submit={async (values) => {
            await invite.mutateAsync(values);
            notify({ messageKey: 'invite-user.success-message', severity: 'success' });
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'changeEmail' && (
        <EmailDialog
          titleKey="changeEmail.title"
          submitKey="changeEmail.save"
          withLanguage={false}
          initialEmail={open.user.email}
          submit={async ({ email }) => {
            await changeEmail.mutateAsync({ email, externalId: open.user.externalId });
            notify({ messageKey: 'invite-user.success-message', severity: 'success' });
          }}
          onClose={() => setOpen(null)}
        />
      )}
      <Confirm
        isOpen={open?.kind === 'revoke'}
        loading={revoke.isPending}
        title={t('companyUsers.revoke')}
        content={t('companyUsers.revokeConfirm', { name: open?.kind === 'revoke' ? (open.user.name ?? open.user.email) : '' })}
        onConfirm={() => open?.kind === 'revoke' && confirmRevoke(open.user)}
        onClose={() => setOpen(null)}
      />
    </>
  );
};
