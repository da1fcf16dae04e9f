import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { lazyNamed } from '@andel/ui/shell';

const BeneficialOwnerLogPage = lazyNamed(() => import('./BeneficialOwnerLogPage'), 'BeneficialOwnerLogPage');
const BeneficialOwnersPage = lazyNamed(() => import('./BeneficialOwnersPage'), 'BeneficialOwnersPage');
const BeneficialOwnerStatementPage = lazyNamed(() => import('./BeneficialOwnerStatementPage'), 'BeneficialOwnerStatementPage');
const NewBeneficialOwnerStatement = lazyNamed(() => import('./NewBeneficialOwnerStatement'), 'NewBeneficialOwnerStatement');

/** `beneficial-owners/submit`, the filing service's sign-in callback: no filing service is connected yet. */
const SubmitNotConnected = () => <Alert severity="info">{useTranslation().t('beneficialOwners.submit.notConnected')}</Alert>;

const base = 'shareholders/beneficial-owners';

/** The beneficial-owner addresses (seed: platform core, shareholder-register routes). */
export const beneficialOwnerRoutes = [
  <Route key="bo" path={base} element={<BeneficialOwnersPage />} />,
  <Route key="bo-new" path={`${base}/new`} element={<NewBeneficialOwnerStatement />} />,
  <Route key="bo-submit" path={`${base}/submit`} element={<SubmitNotConnected />} />,
  <Route key="bo-log" path={`${base}/log/:statementId/:beneficialOwnerId?`} element={<BeneficialOwnerLogPage />} />,
  <Route key="bo-statement" path={`${base}/:id`} element={<BeneficialOwnerStatementPage />} />,
];
