import { useMemo } from 'react';
import { useParams } from 'react-router';
import { CompanyPage, EmptyState, useCompany } from '../../shell';
import { MessagingBrowser } from './MessagingBrowser';
import type { MessagingScope } from './messaging-scope';

/** `/company/{orgNo}/messaging/{threadId?}`: the company's threads with the board and shareholders. */
export const MessagingPage = () => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const scope = useMemo<MessagingScope>(() => ({ apiBase: `/messaging/${encodeURIComponent(orgNo)}`, appBase: `/company/${encodeURIComponent(orgNo)}/messaging`, side: 'company', orgNo }), [orgNo]);
  return (
    <CompanyPage titleKey="messaging.title">
      {company && !company.subscription.capabilities.includes('messaging') ? <EmptyState textKey="subscription.requiresSubscription" /> : <MessagingBrowser scope={scope} />}
    </CompanyPage>
  );
};
