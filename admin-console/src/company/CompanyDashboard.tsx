import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCompany } from '../shell';

const Fact = ({ labelKey, children }: { labelKey: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {t(labelKey)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
};

/** The company admin's start page: the company's key facts. */
export const CompanyDashboard = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  if (!company) return null;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {company.name}
      </Typography>
      <Card>
        <CardContent>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
          >
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
          </Box>
        </CardContent>
      </Card>
    </>
  );
};
