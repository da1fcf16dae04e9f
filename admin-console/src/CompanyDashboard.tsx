import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MissingFeature, RedirectIfStillHere, useCompany } from '@andel/ui/shell';
import { companyMenu } from './company-menu';
import { Fact, Facts } from './platform/companies/Facts';
import { CompanyRemarkCard } from './platform/companies/CompanyRemarkCard';
import { TitledCard } from './platform/companies/TitledCard';
import { LargestHolders } from './register/read-model/LargestHolders';
import { RegisterAsOfDate } from './register/read-model/RegisterAsOfDate';
import { RegisterSummary } from './register/read-model/RegisterSummary';
import { useRegister } from './register/read-model/useRegister';
import { AutoImportSection } from './register/public-register/AutoImportSection';
import { BeneficialOwnerAlertSection } from './register/beneficial-owners/BeneficialOwnersPage';

/**
 * The company admin's start page: the company's key facts, the auto-import offer or confirmation, its register today
 * with the largest holders, and the register as of a date. A custom role without the overview opens its first
 * permitted page instead (seed: platform core, section 2), or the no-access state when it has none.
 */
export const CompanyDashboard = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const overview = company?.featureLevels.dashboard !== 'NONE';
  const { data: register } = useRegister();
  if (!company) return null;
  if (!overview) {
    const first = companyMenu(orgNo, company)[0];
    return first ? <RedirectIfStillHere to={first.path} /> : <MissingFeature />;
  }
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {company.name}
      </Typography>
      <Card>
        <CardContent>
          <Facts>
            <Fact labelKey="company.dashboard.organisationNumber">{company.organisationNumber}</Fact>
            <Fact labelKey="company.dashboard.country">{t(`country.${company.country}`)}</Fact>
            <Fact labelKey="company.dashboard.currency">{company.currency}</Fact>
            <Fact labelKey="company.dashboard.subscription">
              {t(`subscriptionType.${company.subscription.subscriptionType}`)}{' '}
              <Chip
                size="small"
                color={company.subscription.isActive ? 'success' : 'default'}
                label={t(company.subscription.isActive ? 'company.dashboard.active' : 'company.dashboard.inactive')}
              />
            </Fact>
          </Facts>
        </CardContent>
      </Card>
      <CompanyRemarkCard company={company} />
      <AutoImportSection orgNo={orgNo} />
      {(company.featureLevels.beneficialOwners ?? 'NONE') !== 'NONE' && <BeneficialOwnerAlertSection orgNo={orgNo} />}
      {register && (
        <>
          <TitledCard titleKey="company.dashboard.register.title">
            <RegisterSummary register={register} />
          </TitledCard>
          {register.rows.length > 0 && (
            <TitledCard titleKey="company.dashboard.register.largestHolders">
              <LargestHolders rows={register.rows} />
            </TitledCard>
          )}
        </>
      )}
      <TitledCard titleKey="company.dashboard.register.asOfDate">
        <RegisterAsOfDate />
      </TitledCard>
    </>
  );
};
