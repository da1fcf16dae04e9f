import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCompany } from '../shell';
import { Fact, Facts } from './Facts';
import { LargestHolders } from './dashboard/LargestHolders';
import { RegisterAsOfDate } from './dashboard/RegisterAsOfDate';
import { RegisterSummary } from './dashboard/RegisterSummary';
import { useRegister } from './dashboard/useRegister';

const DashboardCard = ({ titleKey, children }: { titleKey: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          {t(titleKey)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** The company admin's start page: the company's key facts, its register today with the largest holders, and the register as of a date. */
export const CompanyDashboard = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const { data: register } = useRegister();
  if (!company) return null;
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
      {register && (
        <>
          <DashboardCard titleKey="company.dashboard.register.title">
            <RegisterSummary register={register} />
          </DashboardCard>
          {register.rows.length > 0 && (
            <DashboardCard titleKey="company.dashboard.register.largestHolders">
              <LargestHolders rows={register.rows} />
            </DashboardCard>
          )}
        </>
      )}
      <DashboardCard titleKey="company.dashboard.register.asOfDate">
        <RegisterAsOfDate />
      </DashboardCard>
    </>
  );
};
