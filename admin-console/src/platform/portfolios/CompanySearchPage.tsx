import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CompanySearch } from './CompanySearch';

/** `/company/{orgNo}/search` (seed: company admin routes): find another company from inside one, opened as the company list opens it. */
export const CompanySearchPage = () => {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 2 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('company.search.title')}
      </Typography>
      <CompanySearch />
    </Box>
  );
};
