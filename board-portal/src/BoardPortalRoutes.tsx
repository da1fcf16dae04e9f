import { Route, Routes, useParams } from 'react-router';
import { CompanyPage, EmptyState, NotFound, useCompany } from '@andel/ui/shell';
import { BoardLayout } from './BoardLayout';
import { boardPages } from './board-pages';
import { BoardArchivePage } from './documents/archive/BoardArchivePage';
import { BoardMessagingPage } from './platform/messaging/BoardMessagingPage';
import { BoardSchedulePage } from './governance/schedule/BoardSchedulePage';
import { BoardDashboardPage, BoardMeetingPage, BoardMeetingsPage, MeetingOfProjectRedirect } from './governance/meetings/BoardMeetingsPages';

type BoardPageProps = (typeof boardPages)[number] & { emptyKey: string };

/** A board page still to come, or the requires-subscription state when the company's subscription does not offer it. */
const BoardPage = ({ titleKey, emptyKey, capability }: BoardPageProps) => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const offered = !capability || company?.subscription.capabilities.includes(capability);
  return (
    <CompanyPage titleKey={titleKey}>
      <EmptyState textKey={offered ? emptyKey : 'subscription.requiresSubscription'} />
    </CompanyPage>
  );
};

/** The board portal's pages, under `/board-member/{orgNo}`; each keeps its sub-addresses (meetings/{id}, schedule/{view}) for later views. */
export const BoardPortalRoutes = () => (
  <Routes>
    <Route path="/board-member/:orgNo" element={<BoardLayout />}>
      <Route index element={<BoardDashboardPage />} />
      <Route path="meetings" element={<BoardMeetingsPage />} />
      <Route path="meetings/project/:projectId" element={<MeetingOfProjectRedirect />} />
      <Route path="meetings/:id/:tab" element={<BoardMeetingPage />} />
      <Route path="archive/:rootFolder?" element={<BoardArchivePage />} />
      <Route path="schedule/:view?/:year?/:month?" element={<BoardSchedulePage />} />
      <Route path="messaging/:threadId?" element={<BoardMessagingPage />} />
      {boardPages
        .filter((page): page is BoardPageProps => Boolean(page.emptyKey))
        .map((page) => (
          <Route key={page.path} path={`${page.path}/*`} element={<BoardPage {...page} />} />
        ))}
      <Route path="*" element={<NotFound embedded />} />
    </Route>
    <Route path="*" element={<NotFound />} />
  </Routes>
);
