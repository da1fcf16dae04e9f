import { EmptyState, useCompany } from '@andel/ui/shell';
import { ScheduleCalendar } from '@andel/ui/schedule';
import { useParams } from 'react-router';

/**
 * `/shareholder/{orgNo}/{shareholderId}/schedule/{view?}/{year?}/{month?}`: the company's meetings a shareholder is
 * called to: general meetings whose notice is out, each leading to the portal's meetings (board meetings are the board's).
 */
export const ShareholderSchedulePage = () => {
  const { orgNo = '', shareholderId = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const base = `/shareholder/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/schedule`;
  if (company && !company.subscription.capabilities.includes('schedule')) return <EmptyState textKey="subscription.requiresSubscription" />;
  return <ScheduleCalendar source={{ apiPath: `/shareholder-view/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/schedule`, basePath: base, meetingPath: () => `/shareholder/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/meetings` }} />;
};
