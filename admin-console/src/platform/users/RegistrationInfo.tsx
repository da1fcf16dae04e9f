import type { LoggedOnUserCompany } from '@andel/domain/shared';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { listedCompanyCount } from './terms';

/** What the user already has access to: nothing yet, or the first five companies, comma-separated. */
export const RegistrationInfo = ({ companies }: { companies: LoggedOnUserCompany[] }) => {
  const { t } = useTranslation();
  const names = [...new Set(companies.map((company) => company.name))];
  const listed = names.slice(0, listedCompanyCount).join(', ');
  const more = names.length - listedCompanyCount;
  const text =
    names.length === 0
      ? t('registerUser.infoNoCompanies')
      : more > 0
        ? t('registerUser.infoWithMoreCompanies', { companies: listed, more })
        : t('registerUser.infoWithCompanies', { companies: listed });
  return <Typography sx={{ mb: 2 }}>{text}</Typography>;
};
