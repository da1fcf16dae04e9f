import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useCompany } from './useCompany';

/** The white-label logo of the company's enterprise account, beside the app's name (`GET /whitelabel/logo/{id}`). */
export const WhitelabelLogo = ({ orgNo }: { orgNo: string }) => {
  const { t } = useTranslation();
  const { data: company } = useCompany(orgNo);
  if (!company?.whitelabelLogoId) return null;
  return <Box component="img" src={`/api/whitelabel/logo/${company.whitelabelLogoId}`} alt={t('shell.whitelabelLogo', { name: company.name })} sx={{ maxHeight: 32, maxWidth: 160, mr: 2 }} />;
};
