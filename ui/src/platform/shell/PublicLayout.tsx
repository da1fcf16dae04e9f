import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './LanguageMenu';

type PublicLayoutProps = {
  children: ReactNode;
  /** Signed-in pages without the top bar (the registration screen) save the language on the user. */
  signedIn?: boolean;
};

/** A page without the top bar: sign-in pages and anonymous notice pages. The name and a language choice on top. */
export const PublicLayout = ({ children, signedIn = false }: PublicLayoutProps) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography component="span" variant="h6" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {t('shell.appName')}
        </Typography>
        <LanguageMenu persist={signedIn} />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', px: 2, py: { xs: 2, md: 8 } }}>
        {children}
      </Box>
    </Box>
  );
};
