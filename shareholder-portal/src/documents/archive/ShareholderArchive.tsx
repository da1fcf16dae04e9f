import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ArchiveBrowser, type ArchiveScope } from '@andel/ui/archive';
import { EmptyState, useCompany } from '@andel/ui/shell';

/** `/shareholder/{orgNo}/{shareholderId}/archive/{rootFolder?}`: the shareholder archive (and general meetings) to read. */
export const ShareholderArchive = () => {
  const { orgNo = '', shareholderId = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const scope = useMemo<ArchiveScope>(
    () => ({
      orgNo,
      apiBase: `/shareholder-view/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/archive`,
      appBase: `/shareholder/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/archive`,
      changes: false,
      linkPath: () => null,
      billingPath: null,
    }),
    [orgNo, shareholderId],
  );
  return company && !company.subscription.capabilities.includes('archive') ? <EmptyState textKey="subscription.requiresSubscription" /> : <ArchiveBrowser scope={scope} />;
};
