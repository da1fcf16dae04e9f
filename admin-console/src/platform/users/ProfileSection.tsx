import type { LoggedOnUser } from '@andel/domain/shared';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './SettingsSection';

/** Name and email, read-only for now. */
export const ProfileSection = ({ user }: { user: LoggedOnUser }) => {
  const { t } = useTranslation();
  return (
    <SettingsSection titleKey="userSettings.profile.title">
      <TextField label={t('userSettings.profile.name')} value={user.name} slotProps={{ input: { readOnly: true } }} />
      <TextField label={t('userSettings.profile.email')} value={user.email} slotProps={{ input: { readOnly: true } }} />
    </SettingsSection>
  );
};
