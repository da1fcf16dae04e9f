import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ArchiveBrowser, type ArchiveScope } from '@andel/ui/archive';
import { CompanyPage, EmptyState, useCompany } from '@andel/ui/shell';

/** `/board-member/{orgNo}/archive/{rootFolder?}`: the board archive (and general meetings) to read; meeting links open the member's meeting page. */
export const BoardArchivePage = () => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const base = `/board-member/${encodeURIComponent(orgNo)}`;
  const scope = useMemo<ArchiveScope>(
    () => ({
      orgNo,
      apiBase: `/board-member-view/${encodeURIComponent(orgNo)}/archive`,
      appBase: `${base}/archive`,
      changes: false,
      linkPath: (entry) => (entry.meetingType === 'BOARD_MEETING' && entry.projectId ? `${base}/meetings/project/${entry.projectId}` : null),
      billingPath: null,
    }),
    [orgNo, base],
  );
  return (
    <CompanyPage titleKey="boardPortal.archive.title">
      {company && !company.subscription.capabilities.includes('archive') ? <EmptyState textKey="subscription.requiresSubscription" /> : <ArchiveBrowser scope={scope} />}
    </CompanyPage>
  );
};
