import { Route, Routes } from 'react-router';
import { NotFound } from '@andel/ui/shell';
import { BoardLayout } from './BoardLayout';
import { BoardArchivePage } from './documents/archive/BoardArchivePage';
import { BoardMessagingPage } from './platform/messaging/BoardMessagingPage';
import { BoardSchedulePage } from './governance/schedule/BoardSchedulePage';
import { BoardArticlesPage } from './register/articles/BoardArticlesPage';
import { BoardDashboardPage, BoardMeetingPage, BoardMeetingsPage, MeetingOfProjectRedirect } from './governance/meetings/BoardMeetingsPages';

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
      <Route path="articlesofassociation" element={<BoardArticlesPage />} />
      <Route path="*" element={<NotFound embedded />} />
    </Route>
    <Route path="*" element={<NotFound />} />
  </Routes>
);
