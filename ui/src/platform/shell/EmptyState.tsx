import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Nothing to show yet: an optional title, a text and an optional action, all by message key. */
export const EmptyState = ({ titleKey, textKey, action }: { titleKey?: string; textKey: string; action?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      {titleKey && (
        <Typography variant="h3" component="p" sx={{ color: 'text.primary', mb: 1 }}>
          {t(titleKey)}
        </Typography>
      )}
      <Typography>{t(textKey)}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
};
