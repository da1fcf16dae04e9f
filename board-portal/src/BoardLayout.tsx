import { Outlet, useParams } from 'react-router';
import { AppLayout, CompanyGate, RequireUser, useCompany } from '@andel/ui/shell';
import { useUnreadMessages } from '@andel/ui/messaging';
import { boardPagesFor } from './board-pages';
import { boardMessagingApi } from './platform/messaging/BoardMessagingPage';

/** Board members; super-admins may look. */
const boardAccessTypes = ['BOARD_MEMBER', 'SUPERADMIN'] as const;

/** Signed-in board pages: top bar, the side menu of the pages the subscription offers, and the company once access is confirmed. */
export const BoardLayout = () => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const base = `/board-member/${encodeURIComponent(orgNo)}`;
  const pages = boardPagesFor(company?.subscription.capabilities);
  const { data: unread } = useUnreadMessages(company && pages.some(({ path }) => path === 'messaging') ? boardMessagingApi(orgNo) : null);
  const items = pages.map((page) => ({
    path: page.path ? `${base}/${page.path}` : base,
    labelKey: page.titleKey,
    end: page.path === '',
    badge: page.path === 'messaging' ? unread : undefined,
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
