import { Route } from 'react-router';
import { lazyNamed } from '@andel/ui/shell';

const OwnershipPage = lazyNamed(() => import('./OwnershipPage'), 'OwnershipPage');

/** The ownership map's addresses (seed: register, section 2): `ownership` and `ownership/list`. */
export const ownershipRoutes = [<Route key="ownership" path="ownership" element={<OwnershipPage />} />, <Route key="ownership-list" path="ownership/list" element={<OwnershipPage />} />];

/** `/company/{orgNo}/ownership`. */
export const ownershipPath = (orgNo: string) => `/company/${encodeURIComponent(orgNo)}/ownership`;
