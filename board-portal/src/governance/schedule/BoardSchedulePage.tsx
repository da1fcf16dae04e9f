import { CompanyPage, EmptyState, useCompany } from '@andel/ui/shell';
import { ScheduleCalendar } from '@andel/ui/schedule';
import { useParams } from 'react-router';

/** `/board-member/{orgNo}/schedule/{view?}/{year?}/{month?}`: the meetings sent to the board, each opening in the portal. */
export const BoardSchedulePage = () => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const base = `/board-member/${encodeURIComponent(orgNo)}`;
  return (
    <CompanyPage titleKey="boardPortal.schedule.title">
      {company && !company.subscription.capabilities.includes('schedule') ? (
        <EmptyState textKey="subscription.requiresSubscription" />
      ) : (
        <ScheduleCalendar source={{ apiPath: `/board-member-view/${encodeURIComponent(orgNo)}/schedule`, basePath: `${base}/schedule`, meetingPath: (entry) => `${base}/meetings/${entry.projectId}/board-meeting` }} />
      )}
    </CompanyPage>
  );
};
