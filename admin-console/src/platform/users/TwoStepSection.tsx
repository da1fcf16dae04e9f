import type { LoggedOnUser } from '@andel/domain/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, loggedOnUserQueryKey, useNotify } from '../../shell';
import { SettingsSection } from './SettingsSection';

/** Two-step sign-in: a code by email after the password. */
export const TwoStepSection = ({ user }: { user: LoggedOnUser }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const showTwoStep = (twoFactorEnabled: boolean) =>
    queryClient.setQueryData<LoggedOnUser>(loggedOnUserQueryKey, (current) => (current ? { ...current, twoFactorEnabled } : current));
  // The switch moves at once and moves back if saving fails.
  const setTwoStep = useMutation({
    mutationFn: (enabled: boolean) => apiFetch('/user/two-step', { method: 'PUT', body: { enabled } }),
    onMutate: (enabled) => showTwoStep(enabled),
    onSuccess: (_result, enabled) =>
      notify({ messageKey: enabled ? 'userSettings.twoStep.enabled' : 'userSettings.twoStep.disabled', severity: 'success' }),
    onError: (error, enabled) => {
      showTwoStep(!enabled);
      notify({ messageKey: errorMessageKey(error), severity: 'error' });
    },
  });

  return (
    <SettingsSection titleKey="userSettings.twoStep.title">
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('userSettings.twoStep.text')}</Typography>
      <FormControlLabel
        control={
          <Switch
            checked={user.twoFactorEnabled}
            disabled={setTwoStep.isPending}
            onChange={(event) => setTwoStep.mutate(event.target.checked)}
          />
        }
        label={t('userSettings.twoStep.label')}
      />
    </SettingsSection>
  );
};
