import { Route } from 'react-router';
import { lazyNamed } from '@andel/ui/shell';

const AdminSchedulePage = lazyNamed(() => import('./AdminSchedulePage'), 'AdminSchedulePage');

/** The schedule's address (seed 002, section 2): `schedule/{view?}/{year?}/{month?}`. */
export const scheduleRoutes = [<Route key="schedule" path="schedule/:view?/:year?/:month?" element={<AdminSchedulePage />} />];

/** `/company/{orgNo}/schedule`. */
export const schedulePath = (orgNo: string) => `/company/${encodeURIComponent(orgNo)}/schedule`;
