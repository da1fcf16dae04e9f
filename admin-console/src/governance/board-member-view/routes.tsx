import { Route } from 'react-router';
import { lazyNamed } from '@andel/ui/shell';

const BoardMeetingPreviewPage = lazyNamed(() => import('./BoardMeetingPreviewPage'), 'BoardMeetingPreviewPage');

export const boardMeetingPreviewRoutes = [<Route key="board-meeting-preview" path="board-meeting-preview/:projectId" element={<BoardMeetingPreviewPage />} />];
