import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@andel/ui/shell';

/** An anonymous page without the top bar; its content comes with its feature. */
export const NoticePage = ({ titleKey }: { titleKey: string }) => {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: 720 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t(titleKey)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('notice.notAvailableYet')}</Typography>
      </Box>
    </PublicLayout>
  );
};
