import { isLanguage, languages, type LoggedOnUser } from '@andel/domain/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '@andel/ui/shell';
import { SettingsSection } from './SettingsSection';

/** The interface language, saved on the user. */
export const LanguageSection = ({ user }: { user: LoggedOnUser }) => {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <SettingsSection titleKey="userSettings.language.title">
      <TextField
        select
        label={t('userSettings.language.label')}
        value={user.language}
        disabled={changeLanguage.isPending}
        onChange={(event) => {
          if (isLanguage(event.target.value)) changeLanguage.mutate(event.target.value);
        }}
        sx={{ maxWidth: 320 }}
      >
        {languages.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </MenuItem>
        ))}
      </TextField>
    </SettingsSection>
  );
};
