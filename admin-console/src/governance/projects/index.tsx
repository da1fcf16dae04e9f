import { Route } from 'react-router';
import { ProjectEditorPage } from './ProjectEditorPage';
import { ProjectListPage } from './ProjectListPage';

/** The decision projects' pages (seed 002, section 2): the list and the project editor. */
export const projectRoutes = [
  <Route key="projects" path="projects" element={<ProjectListPage />} />,
  <Route key="project" path="projects/:projectId" element={<ProjectEditorPage />} />,
];

export { projectsPath } from './project-paths';
