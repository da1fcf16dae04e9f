import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLayout, useLoggedOnUser } from '@andel/ui/shell';
import { ChangePasswordSection } from './ChangePasswordSection';
import { EmailVerificationSection } from './EmailVerificationSection';
import { LanguageSection } from './LanguageSection';
import { ProfileSection } from './ProfileSection';
import { TwoStepSection } from './TwoStepSection';

/** `/user/settings`: the signed-in user's own settings. */
export const UserSettingsPage = () => {
  const { t } = useTranslation();
  const { data: user } = useLoggedOnUser();
  return (
    <AppLayout>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('userSettings.title')}
      </Typography>
      {user && (
        <>
          <ProfileSection user={user} />
          <EmailVerificationSection user={user} />
          <LanguageSection user={user} />
          <TwoStepSection user={user} />
          <ChangePasswordSection />
        </>
      )}
    </AppLayout>
  );
};
