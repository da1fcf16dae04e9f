import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiFetch, FormError } from '@andel/ui/shell';
import { PortfolioDialog } from './PortfolioDialog';
import { usePortfolioMutation } from './usePortfolioMutation';

type RevokeAdminDialogProps = {
  admin: { externalId: string; name: string };
  /** The companies to revoke in: one, or every one the page lists. */
  companies: { organisationNumber: string; name: string }[];
  onDone: (revokedAll: boolean) => void;
  onClose: () => void;
};

/** Confirms taking a user's administrator and custom-role access away in one or all of the listed companies (`POST /portfolio/admins/revoke-all`). */
export const RevokeAdminDialog = ({ admin, companies, onDone, onClose }: RevokeAdminDialogProps) => {
  const { t } = useTranslation();
  const revoke = usePortfolioMutation({
    mutationFn: () => apiFetch('/portfolio/admins/revoke-all', { method: 'POST', body: { externalId: admin.externalId, orgNos: companies.map((c) => c.organisationNumber) } }),
    successKey: 'contacts.revoke.success.message',
    onSuccess: () => onDone(companies.length > 1),
  });
  return (
    <PortfolioDialog titleKey="companyUsers.revoke" submitKey="companyUsers.revoke" destructive pending={revoke.isPending} onSubmit={() => revoke.mutate(undefined)} onClose={onClose}>
      <FormError error={revoke.error} />
      <Typography>{t('portfolio.contact.revokeConfirm', { name: admin.name, companies: companies.map((c) => c.name).join(', ') })}</Typography>
    </PortfolioDialog>
  );
};
