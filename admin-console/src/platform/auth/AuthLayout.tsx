import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@andel/ui/shell';

type AuthLayoutProps = {
  titleKey: string;
  titleParams?: Record<string, string>;
  children: ReactNode;
  /** The registration screen is signed in: its language choice is saved on the user. */
  signedIn?: boolean;
};

/** A centred card for sign-in, sign-up, password reset and the first-login registration. */
export const AuthLayout = ({ titleKey, titleParams, children, signedIn = false }: AuthLayoutProps) => {
  const { t } = useTranslation();
  return (
    <PublicLayout signedIn={signedIn}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {t(titleKey, titleParams)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </PublicLayout>
  );
};
