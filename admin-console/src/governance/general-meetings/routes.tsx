import { Route } from 'react-router';
import { GeneralMeetingListPage } from './GeneralMeetingListPage';
import { GeneralMeetingPage } from './GeneralMeetingPage';

export const generalMeetingRoutes = [
  <Route key="general-meetings" path="general-meetings" element={<GeneralMeetingListPage />} />,
  <Route key="general-meeting-preview" path="general-meeting-preview/:projectId/:tab?" element={<GeneralMeetingPage />} />,
];
