import { isEidPlaceholderEmail, ZAcceptTermsSchema, type AcceptedTerms } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../auth/AuthLayout';
import { apiFetch, fieldErrorsOf, FormError, loggedOnUserQueryKey, safeRedirect, useFormErrors, useLoggedOnUser, useLogout, useNotify, validateForm } from '@andel/ui/shell';
import { RegistrationInfo } from './RegistrationInfo';
import { termsUrl } from './terms';

const termsErrorKey = 'registerUser.agreeToTerms.validationError';

/**
 * The first-login registration (seed: platform core, section 2), shown instead of any signed-in page until the
 * user accepts the terms. A different email than the sign-in one is verified by a code before it replaces it.
 * Another app's page that sent the user here (`?redirect=`, e.g. the shareholder portal after an invitation) opens next.
 */
export const RegistrationPage = () => {
  const { t } = useTranslation();
  const { data: user } = useLoggedOnUser();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logout = useLogout();
  // A user first met through BankID has no email yet (a placeholder address): the field starts empty.
  const [email, setEmail] = useState(user?.email && !isEidPlaceholderEmail(user.email) ? user.email : '');
  const [agreed, setAgreed] = useState(false);
  const termsErrorId = useId();
  const { errors, setErrors, fieldProps } = useFormErrors();
  const accept = useMutation({
    mutationFn: (input: { email: string }) =>
      apiFetch<AcceptedTerms>('/portfolio/accept-terms', { method: 'POST', body: input }),
    onSuccess: async ({ emailToVerify }) => {
      if (emailToVerify) notify({ messageKey: 'registerUser.verificationSent', severity: 'info', params: { email: emailToVerify } });
      const comeBackTo = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
      if (comeBackTo) window.location.assign(comeBackTo);
      else await queryClient.invalidateQueries({ queryKey: loggedOnUserQueryKey });
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  if (!user) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: found } = validateForm(ZAcceptTermsSchema, { email });
    const nextErrors = { ...found, ...(agreed ? {} : { terms: termsErrorKey }) };
    setErrors(nextErrors);
    if (data && agreed) accept.mutate(data);
  };

  return (
    <AuthLayout titleKey="registerUser.greeting" titleParams={{ name: user.name }} signedIn>
      <Box component="form" noValidate onSubmit={submit}>
        <RegistrationInfo companies={user.companies} />
        <Typography sx={{ color: 'text.secondary' }}>{t('registerUser.whyEmail')}</Typography>
        <FormError error={accept.error} />
        <TextField
          label={t('registerUser.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...fieldProps('email')}
        />
        <FormControl error={Boolean(errors.terms)} sx={{ mt: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': errors.terms ? termsErrorId : undefined } }}
              />
            }
            label={t('registerUser.agreeToTerms')}
          />
          {errors.terms && <FormHelperText id={termsErrorId}>{t(errors.terms)}</FormHelperText>}
        </FormControl>
        <Box>
          <Link href={termsUrl} target="_blank" rel="noopener">
            {t('registerUser.readTerms')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={accept.isPending} sx={{ mt: 3 }}>
          {t('registerUser.complete')}
        </Button>
        <Button color="inherit" fullWidth onClick={() => logout.mutate()} sx={{ mt: 1 }}>
          {t('shell.userMenu.logout')}
        </Button>
      </Box>
    </AuthLayout>
  );
};
