import { formatDate, type PendingClaimView } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, EmptyState, ErrorState, errorMessageKey, LoadingState, useNotify } from '@andel/ui/shell';

const claimsKey = ['super-admin', 'company-claims'];

/**
 * The companies whose claim no public register proved (Swedish ones, or a claimant without a role there): who claimed
 * each and how they signed in, for a super-admin to check by hand and approve (`POST /super-admin/company/{orgNo}/approve-claim`).
 */
export const BackOfficeCompanyClaims = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const claims = useQuery({ queryKey: claimsKey, queryFn: ({ signal }) => apiFetch<PendingClaimView[]>('/super-admin/company-claims', { signal }) });
  const approve = useMutation({
    mutationFn: (claim: PendingClaimView) => apiFetch(`/super-admin/company/${encodeURIComponent(claim.organisationNumber)}/approve-claim`, { method: 'POST' }),
    onSuccess: (_answer, claim) => {
      notify({ messageKey: 'companyClaim.backOffice.approved', params: { name: claim.name }, severity: 'success' });
      return queryClient.invalidateQueries({ queryKey: claimsKey });
    },
    onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
  });
  if (claims.isPending) return <LoadingState />;
  if (claims.isError) return <ErrorState error={claims.error} />;
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('companyClaim.backOffice.title')}
      </Typography>
      {claims.data.length === 0 ? (
        <EmptyState textKey="companyClaim.backOffice.empty" />
      ) : (
        <List aria-label={t('companyClaim.backOffice.title')}>
          {claims.data.map((claim) => (
            <ListItem
              key={claim.organisationNumber}
              divider
              secondaryAction={
                <Button variant="contained" size="small" loading={approve.isPending && approve.variables?.organisationNumber === claim.organisationNumber} onClick={() => approve.mutate(claim)}>
                  {t('companyClaim.backOffice.approve')}
                </Button>
              }
            >
              <ListItemText
                primary={`${claim.name} (${claim.organisationNumber})`}
                secondary={[
                  t('companyClaim.backOffice.since', { date: formatDate(claim.claimPendingSince) }),
                  ...claim.admins.map((admin) => t(admin.signedInWithEid ? 'companyClaim.backOffice.adminWithEid' : 'companyClaim.backOffice.admin', { name: admin.name, email: admin.email })),
                ].join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
};
