import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import type { ResourceProps } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router';
import { lazyNamed } from '@andel/ui/shell';

const ShareholderImportPage = lazyNamed(() => import('../import/ShareholderImportPage'), 'ShareholderImportPage');
const ShareholderDetails = lazyNamed(() => import('./ShareholderDetails'), 'ShareholderDetails');
const ShareholderEditAll = lazyNamed(() => import('./ShareholderEditAll'), 'ShareholderEditAll');
const ShareholderList = lazyNamed(() => import('./ShareholderList'), 'ShareholderList');

export const shareholderResource = 'shareholders/list';

/** `/company/{orgNo}/shareholders/list`; details and edit-all mode are custom routes. */
export const shareholders: ResourceProps = { name: shareholderResource, list: ShareholderList, icon: PeopleIcon };

const ToOverview = () => {
  const { id = '' } = useParams();
  return <Navigate to={`${id}/overview`} replace />;
};

/** The seed's shareholder routes besides the list. */
export const shareholderRoutes = [
  <Route key="shareholders" path="shareholders" element={<Navigate to="list" replace />} />,
  <Route key="edit" path="shareholders/edit" element={<ShareholderEditAll />} />,
  <Route key="import" path="shareholders/import" element={<ShareholderImportPage />} />,
  <Route key="details" path="shareholders/list/:id/:tab" element={<ShareholderDetails />} />,
  <Route key="overview" path="shareholders/list/:id" element={<ToOverview />} />,
];
