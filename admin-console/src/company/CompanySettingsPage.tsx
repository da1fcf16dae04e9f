import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../shell';

/** `/company/{orgNo}/settings/{menuItem?}` (users, permissions, shareholders, billing): filled by the settings features. */
export const CompanySettingsPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('company.settings.title')}
      </Typography>
      <EmptyState textKey="company.settings.empty" />
    </>
  );
};
