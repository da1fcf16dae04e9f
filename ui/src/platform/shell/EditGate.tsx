import Alert from '@mui/material/Alert';
import type { Feature } from '@andel/domain/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingState } from './LoadingState';
import { useCompany } from './useCompany';

/**
 * A page that changes what a feature covers: shown to those who may edit it; others (a custom role that may only
 * view) read `messageKey`, which says so plainly, instead of a form the server would refuse.
 */
export const EditGate = ({ feature, messageKey, children }: { feature: Feature; messageKey: string; children: ReactNode }) => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  if (!company) return <LoadingState />;
  if (company.featureLevels[feature] === 'EDIT') return <>{children}</>;
  return (
    <Alert severity="info" sx={{ my: 2 }}>
      {t(messageKey)}
    </Alert>
  );
};
