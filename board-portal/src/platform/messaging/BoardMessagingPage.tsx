import { useMemo } from 'react';
import { useParams } from 'react-router';
import { MessagingBrowser, type MessagingScope } from '@andel/ui/messaging';
import { CompanyPage, EmptyState, useCompany } from '@andel/ui/shell';

export const boardMessagingApi = (orgNo: string) => `/board-member-view/${encodeURIComponent(orgNo)}/messaging`;

/** `/board-member/{orgNo}/messaging/{id?}`: the company's messages to the board, and the board's replies. */
export const BoardMessagingPage = () => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const scope = useMemo<MessagingScope>(() => ({ apiBase: boardMessagingApi(orgNo), appBase: `/board-member/${encodeURIComponent(orgNo)}/messaging`, side: 'recipient', orgNo }), [orgNo]);
  return (
    <CompanyPage titleKey="boardPortal.messaging.title">
      {company && !company.subscription.capabilities.includes('messaging') ? <EmptyState textKey="subscription.requiresSubscription" /> : <MessagingBrowser scope={scope} />}
    </CompanyPage>
  );
};
