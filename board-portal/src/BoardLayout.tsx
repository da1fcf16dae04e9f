import { Outlet, useParams } from 'react-router';
import { AppLayout, CompanyGate, RequireUser, useCompany } from '@andel/admin-console/shell';
import { boardPagesFor } from './board-pages';

/** Board members; super-admins may look. */
const boardAccessTypes = ['BOARD_MEMBER', 'SUPERADMIN'] as const;

/** Signed-in board pages: top bar, the side menu of the pages the subscription offers, and the company once access is confirmed. */
export const BoardLayout = () => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const base = `/board-member/${encodeURIComponent(orgNo)}`;
  const items = boardPagesFor(company?.subscription.capabilities).map((page) => ({
    path: page.path ? `${base}/${page.path}` : base,
    labelKey: page.titleKey,
    end: page.path === '',
  }));
  return (
    <RequireUser>
      <AppLayout menu={{ items, labelKey: 'boardPortal.menu.label' }}>
        <CompanyGate orgNo={orgNo} accessTypes={boardAccessTypes}>
          <Outlet />
        </CompanyGate>
      </AppLayout>
    </RequireUser>
  );
};
