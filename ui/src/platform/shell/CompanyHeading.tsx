import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCompany } from './useCompany';

/** The company's name and organisation number at the top of a page (inside a `CompanyGate`). */
export const CompanyHeading = ({ orgNo }: { orgNo: string }) => {
  const { t } = useTranslation();
  const { data: company } = useCompany(orgNo);
  if (!company) return null;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1">{company.name}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {t('shell.company.organisationNumber', { organisationNumber: company.organisationNumber })}
      </Typography>
    </Box>
  );
};
