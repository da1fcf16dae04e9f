import { Route } from 'react-router';
import { lazyNamed } from '@andel/ui/shell';

const GeneralMeetingListPage = lazyNamed(() => import('./GeneralMeetingListPage'), 'GeneralMeetingListPage');
const GeneralMeetingPage = lazyNamed(() => import('./GeneralMeetingPage'), 'GeneralMeetingPage');

export const generalMeetingRoutes = [
  <Route key="general-meetings" path="general-meetings" element={<GeneralMeetingListPage />} />,
  <Route key="general-meeting-preview" path="general-meeting-preview/:projectId/:tab?" element={<GeneralMeetingPage />} />,
];
