import type { OidcAvailabilityView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiFetch, loginPath, loginSwedenPath, safeRedirect } from '@andel/ui/shell';

type EidProvider = 'bankid-no' | 'bankid-se';

/**
 * The e-ID sign-in above the password form: BankID Norway on `/login`, BankID Sweden on `/login-sweden`, each linking
 * to the other, and MitID (Denmark) on both when it is configured. Without configuration the BankID button is off and
 * says BankID is not available here.
 */
export const EidSignIn = ({ provider }: { provider: EidProvider }) => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const availability = useQuery({ queryKey: ['auth', 'bankid-status'], queryFn: () => apiFetch<OidcAvailabilityView>('/auth/bankid-status') });
  const available = availability.data?.[provider] === true;
  const returnTo = safeRedirect(searchParams.get('redirect'));
  const start = (chosen: EidProvider | 'mitid') => {
    const query = new URLSearchParams({ provider: chosen, ...(returnTo ? { returnTo } : {}) });
    window.location.assign(`/api/auth/bankid?${query}`);
  };
  const other = provider === 'bankid-no' ? { path: loginSwedenPath, key: 'oidc.login.toSweden' } : { path: loginPath, key: 'oidc.login.toNorway' };

  return (
    <Box sx={{ mb: 2 }}>
      <Button variant="contained" size="large" fullWidth disabled={!available} loading={availability.isPending} onClick={() => start(provider)}>
        {t(`oidc.login.${provider}`)}
      </Button>
      {availability.data?.mitid === true && (
        <Button variant="outlined" size="large" fullWidth sx={{ mt: 1 }} onClick={() => start('mitid')}>
          {t('oidc.login.mitid')}
        </Button>
      )}
      {availability.isSuccess && !available && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('oidc.notAvailable')}
        </Alert>
      )}
      <Box sx={{ mt: 1, textAlign: 'right' }}>
        <Link href={`${other.path}${window.location.search}`} variant="body2">
          {t(other.key)}
        </Link>
      </Box>
      <Divider sx={{ my: 2 }}>{t('oidc.login.or')}</Divider>
    </Box>
  );
};
