import { Route } from 'react-router';
import { BoardMeetingPreviewPage } from './BoardMeetingPreviewPage';

export const boardMeetingPreviewRoutes = [<Route key="board-meeting-preview" path="board-meeting-preview/:projectId" element={<BoardMeetingPreviewPage />} />];
