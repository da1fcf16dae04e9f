import { useMemo } from 'react';
import { useParams } from 'react-router';
import { MessagingBrowser, type MessagingScope } from '@andel/ui/messaging';
import { EmptyState, useCompany } from '@andel/ui/shell';

/** `/shareholder/{orgNo}/{shareholderId}/messaging/{id?}`: the company's messages to the holder acted for, and the holder's replies. */
export const ShareholderMessaging = () => {
  const { orgNo = '', shareholderId = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const scope = useMemo<MessagingScope>(
    () => ({
      apiBase: shareholderMessagingApi(orgNo, shareholderId),
      appBase: `/shareholder/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/messaging`,
      side: 'recipient',
      orgNo,
    }),
    [orgNo, shareholderId],
  );
  return company && !company.subscription.capabilities.includes('messaging') ? <EmptyState textKey="subscription.requiresSubscription" /> : <MessagingBrowser scope={scope} />;
};

export const shareholderMessagingApi = (orgNo: string, shareholderId: string) => `/shareholder-view/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/messaging`;
