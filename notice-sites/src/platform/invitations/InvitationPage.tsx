import { ZAcceptInvitationSchema } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { companyPath, ErrorState, fieldErrorsOf, FormError, LoadingState, loginPath, portfolioHomePath, PublicLayout, useFormErrors, validateForm } from '@andel/ui/shell';
import { NewUserFields } from './NewUserFields';
import { useInvitation, type InvitationKind } from './useInvitation';

const z = ZAcceptInvitationSchema.required();

/**
 * `/invitation/{invitationId}/{invitationToken}` and `/batch-invitation/{batchInvitationId}/{invitationToken}`:
 * who invited whom to which companies; a new user chooses a name and password, a known user signs in first.
 * Accepting opens the company where the invitation leads.
 */
export const InvitationPage = ({ kind }: { kind: InvitationKind }) => {
  const { t } = useTranslation();
  const params = useParams();
  const id = (kind === 'batch' ? params.batchInvitationId : params.invitationId) ?? '';
  const { invitation, accept } = useInvitation(kind, id, params.invitationToken ?? '');
  const [values, setValues] = useState({ name: '', password: '' });
  const { setErrors, fieldProps } = useFormErrors();

  if (invitation.isPending) return <PublicLayout><LoadingState /></PublicLayout>;
  if (invitation.isError) return <PublicLayout><Box sx={{ maxWidth: 560, width: '100%' }}><ErrorState error={invitation.error} /></Box></PublicLayout>;
  const view = invitation.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = view.userExists ? {} : values;
    if (!view.userExists) {
      const { errors } = validateForm(z, values);
      setErrors(errors ?? {});
      if (errors) return;
    }
    accept.mutate(input, {
      onSuccess: ({ granted }) => window.location.assign((granted[0] && companyPath(granted[0])) ?? portfolioHomePath),
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };
  const signInHref = `${loginPath}?redirect=${encodeURIComponent(window.location.pathname)}`;

  return (
    <PublicLayout>
      <Box component="form" noValidate onSubmit={submit} sx={{ width: '100%', maxWidth: 560 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t(kind === 'batch' ? 'notice.batchInvitation.title' : 'notice.invitation.title')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t(`invitation.page.intro.${view.type}`, { inviterName: view.inviterName ?? t('shell.appName'), email: view.email })}</Typography>
        <Box component="ul" sx={{ mt: 0 }}>
          {view.companies.map((company) => (
            <li key={company.organisationNumber}>
              <strong>{company.name}</strong> ({company.organisationNumber})
            </li>
          ))}
        </Box>
        {view.personalNoteText && (
          <Alert severity="info" icon={false} sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
            <strong>{t('invitation.page.personalNote')}</strong>
            <br />
            {view.personalNoteText}
          </Alert>
        )}
        {view.status === 'EXPIRED' && <Alert severity="warning">{t('invitation.expired')}</Alert>}
        {view.status === 'USED' && (
          <Alert severity="info" action={<Button href={portfolioHomePath}>{t('invitation.page.open')}</Button>}>
            {t('invitation.used')}
          </Alert>
        )}
        {view.status === 'PENDING' && view.userExists && !view.signedInAsInvitee && (
          <Alert severity="info" action={<Button href={signInHref}>{t('invitation.page.signIn')}</Button>}>
            {t('invitation.page.signInFirst', { email: view.email })}
          </Alert>
        )}
        {view.status === 'PENDING' && (!view.userExists || view.signedInAsInvitee) && (
          <>
            <FormError error={accept.error} />
            {!view.userExists && (
              <>
                <Typography sx={{ mt: 2 }}>{t('invitation.page.createAccount')}</Typography>
                <NewUserFields values={values} onChange={setValues} fieldProps={fieldProps} />
              </>
            )}
            <Button type="submit" variant="contained" size="large" fullWidth loading={accept.isPending} sx={{ mt: 2 }}>
              {t('invitation.page.accept')}
            </Button>
          </>
        )}
      </Box>
    </PublicLayout>
  );
};
