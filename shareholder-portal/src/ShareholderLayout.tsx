import { Outlet, useParams } from 'react-router';
import { contributionBookOf } from '@andel/domain/shared';
import { useUnreadMessages } from '@andel/ui/messaging';
import { AppLayout, CompanyGate, RequireUser, useCompany } from '@andel/ui/shell';
import { shareholderMessagingApi } from './platform/messaging/ShareholderMessaging';
import { shareholderPages } from './shareholder-pages';

/** Shareholders and their representatives, acting for the shareholder in the address; super-admins may look. */
const shareholderAccessTypes = ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE', 'SUPERADMIN'] as const;

/** Signed-in shareholder pages: top bar, the portal's side menu, and the company once access is confirmed. */
export const ShareholderLayout = () => {
  const { orgNo = '', shareholderId = '' } = useParams();
  const base = `/shareholder/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}`;
  const { data: company } = useCompany(orgNo);
  const messaging = company?.subscription.capabilities.includes('messaging') ?? false;
  const { data: unread } = useUnreadMessages(messaging ? shareholderMessagingApi(orgNo, shareholderId) : null);
  const book = company ? contributionBookOf(company) : null;
  const items = shareholderPages
    .filter((page) => (page.path !== 'messaging' || messaging) && (!('book' in page) || page.book === book))
    .map((page) => ({ path: `${base}/${page.path}`, labelKey: page.titleKey, badge: page.path === 'messaging' ? unread : undefined }));
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
