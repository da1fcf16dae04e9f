import { Route } from 'react-router';
import { GeneralMeetingPage } from './GeneralMeetingPage';

export const generalMeetingRoutes = [<Route key="general-meeting-preview" path="general-meeting-preview/:projectId/:tab?" element={<GeneralMeetingPage />} />];
