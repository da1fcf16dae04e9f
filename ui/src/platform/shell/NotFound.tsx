import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The page for an address no route knows; `embedded` when it sits inside a layout that has the main landmark. */
export const NotFound = ({ embedded = false }: { embedded?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Box component={embedded ? 'div' : 'main'} sx={{ maxWidth: 560, mx: 'auto', px: 3, py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {t('general.notFound.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('general.notFound.text')}</Typography>
      <Button variant="contained" href="/">
        {t('general.notFound.home')}
      </Button>
    </Box>
  );
};
