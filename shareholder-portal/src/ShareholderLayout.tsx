import { Outlet, useParams } from 'react-router';
import { AppLayout, CompanyGate, RequireUser } from '@andel/admin-console/shell';
import { shareholderPages } from './shareholder-pages';

/** Shareholders and their representatives, acting for the shareholder in the address; super-admins may look. */
const shareholderAccessTypes = ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE', 'SUPERADMIN'] as const;

/** Signed-in shareholder pages: top bar, the portal's side menu, and the company once access is confirmed. */
export const ShareholderLayout = () => {
  const { orgNo = '', shareholderId = '' } = useParams();
  const base = `/shareholder/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}`;
  const items = shareholderPages.map((page) => ({ path: `${base}/${page.path}`, labelKey: page.titleKey }));
  return (
    <RequireUser>
      <AppLayout menu={{ items, labelKey: 'shareholderPortal.menu.label' }}>
        <CompanyGate orgNo={orgNo} accessTypes={shareholderAccessTypes} shareholderId={shareholderId}>
          <Outlet />
        </CompanyGate>
      </AppLayout>
    </RequireUser>
  );
};
