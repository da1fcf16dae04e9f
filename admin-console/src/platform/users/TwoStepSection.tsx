import type { LoggedOnUser } from '@andel/domain/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, loggedOnUserQueryKey, useNotify } from '@andel/ui/shell';
import { SettingsSection } from './SettingsSection';
import { TwoStepOffDialog, type TwoStepOffProof } from './TwoStepOffDialog';

/** Two-step sign-in: a code by email after the password. Turning it off asks for the password or an emailed code. */
export const TwoStepSection = ({ user }: { user: LoggedOnUser }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const showTwoStep = (twoFactorEnabled: boolean) =>
    queryClient.setQueryData<LoggedOnUser>(loggedOnUserQueryKey, (current) => (current ? { ...current, twoFactorEnabled } : current));
  const [confirmingOff, setConfirmingOff] = useState(false);
  // Turning on: the switch moves at once and moves back if saving fails.
  const turnOn = useMutation({
    mutationFn: () => apiFetch('/user/two-step', { method: 'PUT', body: { enabled: true } }),
    onMutate: () => showTwoStep(true),
    onSuccess: () => notify({ messageKey: 'userSettings.twoStep.enabled', severity: 'success' }),
    onError: (error) => {
      showTwoStep(false);
      notify({ messageKey: errorMessageKey(error), severity: 'error' });
    },
  });
  // Turning off: the switch moves once the dialog's password or code is taken.
  const turnOff = useMutation({
    mutationFn: (proof: TwoStepOffProof) => apiFetch('/user/two-step', { method: 'PUT', body: { enabled: false, ...proof } }),
    onSuccess: () => {
      showTwoStep(false);
      setConfirmingOff(false);
      notify({ messageKey: 'userSettings.twoStep.disabled', severity: 'success' });
    },
  });

  return (
    <SettingsSection titleKey="userSettings.twoStep.title">
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('userSettings.twoStep.text')}</Typography>
      <FormControlLabel
        control={
          <Switch
            checked={user.twoFactorEnabled}
            disabled={turnOn.isPending || turnOff.isPending}
            onChange={(event) => {
              if (event.target.checked) turnOn.mutate();
              else {
                turnOff.reset();
                setConfirmingOff(true);
              }
            }}
          />
        }
        label={t('userSettings.twoStep.label')}
      />
      {confirmingOff && <TwoStepOffDialog busy={turnOff.isPending} error={turnOff.error} onConfirm={(proof) => turnOff.mutate(proof)} onCancel={() => setConfirmingOff(false)} />}
    </SettingsSection>
  );
};
