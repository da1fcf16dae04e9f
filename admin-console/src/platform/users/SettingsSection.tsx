import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One titled card of the user settings page. */
export const SettingsSection = ({ titleKey, children }: { titleKey: string; children: ReactNode }) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
          {t(titleKey)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
