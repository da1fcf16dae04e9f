import type { EnterpriseAccountView } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, FileButton, uploadFile, useNotify } from '@andel/ui/shell';

/** The account's white-label logo (`GET /whitelabel/logo/{id}`): shown to whoever reads the account, set and removed by super-admins. */
export const EnterpriseAccountLogo = ({ account }: { account: EnterpriseAccountView }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // A new address after each change, so the browser does not show the cached image.
  const [version, setVersion] = useState(0);
  const change = async (action: () => Promise<unknown>, messageKey: string) => {
    setBusy(true);
    try {
      await action();
      notify({ messageKey, severity: 'success' });
      setVersion((current) => current + 1);
      await queryClient.invalidateQueries({ queryKey: ['enterpriseAccounts', account.id] });
    } catch (error) {
      notify({ messageKey: errorMessageKey(error), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const path = `/enterprise-accounts/${encodeURIComponent(account.id)}/logo`;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('enterpriseAccount.logo.title')}
        </Typography>
        {account.hasLogo && (
          <Box component="img" src={`/api/whitelabel/logo/${account.id}?v=${version}`} alt={t('enterpriseAccount.logo.alt', { name: account.name })} sx={{ maxHeight: 64, maxWidth: 240, mb: 1, display: 'block' }} />
        )}
        {account.canEdit && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('enterpriseAccount.logo.help')}
            </Typography>
            <Stack direction="row" spacing={1}>
              <FileButton labelKey="enterpriseAccount.logo.upload" accept="image/png,image/jpeg,image/webp" disabled={busy} onFile={(file) => void change(() => uploadFile(path, file, () => undefined), 'enterpriseAccount.logo.saved')} />
              {account.hasLogo && (
                <Button color="error" disabled={busy} onClick={() => void change(() => apiFetch(path, { method: 'DELETE' }), 'enterpriseAccount.logo.removed')}>
                  {t('enterpriseAccount.logo.remove')}
                </Button>
              )}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
};
