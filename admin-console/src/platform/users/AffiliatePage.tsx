import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { portfolioHomePath } from '@andel/ui/shell';
import { AuthLayout } from '../auth/AuthLayout';
import { rememberAffiliate } from './affiliate';

/**
 * `/affiliate/{affiliateKey}` (anonymous): a partner's link. The key is kept in the browser and recorded on the user
 * (`PUT /add-affiliate/{key}`) on the first signed-in page, after signing in or creating an account.
 */
export const AffiliatePage = () => {
  const { t } = useTranslation();
  const { affiliateKey = '' } = useParams();
  const [valid] = useState(() => rememberAffiliate(affiliateKey));
  return (
    <AuthLayout titleKey="affiliate.title">
      {valid ? (
        <>
          <Typography sx={{ mb: 2 }}>{t('affiliate.intro', { affiliateKey })}</Typography>
          <Button variant="contained" href={portfolioHomePath}>
            {t('affiliate.continue')}
          </Button>
        </>
      ) : (
        <Alert severity="warning">{t('affiliate.invalid')}</Alert>
      )}
    </AuthLayout>
  );
};
