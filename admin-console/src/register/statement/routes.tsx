import { Navigate, Route } from 'react-router';
import { lazyNamed } from '@andel/ui/shell';

const StatementPage = lazyNamed(() => import('./StatementPage'), 'StatementPage');

/** The statement's routes: `shareholders/statement/new/{tab?}`, and the legacy address named after the reporting portal (Altinn), which leads there. */
export const statementRoutes = [
  <Route key="statement" path="shareholders/statement/new/:tab?" element={<StatementPage />} />,
  <Route key="statement-legacy" path="shareholders/statement/altinn" element={<Navigate to="../shareholders/statement/new" relative="path" replace />} />,
];
