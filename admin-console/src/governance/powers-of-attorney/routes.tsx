import { Route } from 'react-router';
import { CompanyPowersOfAttorneyPage } from './CompanyPowersOfAttorneyPage';
import { PowerOfAttorneyDetailsPage } from './PowerOfAttorneyDetailsPage';

export const powerOfAttorneyRoutes = [
  <Route key="power-of-attorney-details" path="power-of-attorney/:powerOfAttorneyId/details" element={<PowerOfAttorneyDetailsPage />} />,
  <Route key="power-of-attorney" path="power-of-attorney/:powerOfAttorneyTab?" element={<CompanyPowersOfAttorneyPage />} />,
];
