import type { PasswordResetTokenCheck } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiFetch, ErrorState, LoadingState, loginPath } from '@andel/ui/shell';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';
import { PasswordResetRequestForm } from './PasswordResetRequestForm';

/**
 * `/forgot-password`: ask for a reset link by email. The emailed link comes back here with `?token=`, which is
 * checked before the new-password form shows.
 */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const linkToken = searchParams.get('token');
  const [requested, setRequested] = useState(false);
  const tokenCheck = useQuery({
    queryKey: ['auth', 'passwordResetToken', linkToken],
    queryFn: () => apiFetch<PasswordResetTokenCheck>('/auth/login/password-reset-check-token', { method: 'POST', body: { token: linkToken } }),
    enabled: linkToken !== null,
    staleTime: Infinity,
  });

  const content = () => {
    if (linkToken === null)
      return requested ? (
        <Alert severity="success">{t('auth.forgotPassword.sent')}</Alert>
      ) : (
        <PasswordResetRequestForm onRequested={() => setRequested(true)} />
      );
    if (tokenCheck.isPending) return <LoadingState />;
    if (tokenCheck.isError) return <ErrorState error={tokenCheck.error} onRetry={() => void tokenCheck.refetch()} />;
    if (!tokenCheck.data.valid)
      return (
        <>
          <Alert severity="error">{t('auth.invalidResetToken')}</Alert>
          <Box sx={{ mt: 2 }}>
            <Link href="/forgot-password">{t('auth.forgotPassword.requestNewLink')}</Link>
          </Box>
        </>
      );
    return <NewPasswordForm token={linkToken} />;
  };

  return (
    <AuthLayout titleKey="auth.forgotPassword.title">
      {content()}
      <Box sx={{ mt: 3 }}>
        <Link href={loginPath}>{t('auth.backToLogin')}</Link>
      </Box>
    </AuthLayout>
  );
};
