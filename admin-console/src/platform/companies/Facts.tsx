import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One labelled fact of a facts grid; the label by message key, or already in words (a share class's name). */
export const Fact = ({ labelKey, label, children }: { labelKey?: string; label?: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label ?? t(labelKey ?? '')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
};

/** Key facts side by side: one column on phones, up to four on wide screens. */
export const Facts = ({ children }: { children: ReactNode }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
    {children}
  </Box>
);
