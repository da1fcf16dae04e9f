import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A card with a section heading, by message key. */
export const TitledCard = ({ titleKey, children }: { titleKey: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          {t(titleKey)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
