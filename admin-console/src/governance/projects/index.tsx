import { Route } from 'react-router';
import { lazyNamed } from '@andel/ui/shell';

const ProjectEditorPage = lazyNamed(() => import('./ProjectEditorPage'), 'ProjectEditorPage');
const ProjectListPage = lazyNamed(() => import('./ProjectListPage'), 'ProjectListPage');

/** The decision projects' pages (seed 002, section 2): the list and the project editor. */
export const projectRoutes = [
  <Route key="projects" path="projects" element={<ProjectListPage />} />,
  <Route key="project" path="projects/:projectId" element={<ProjectEditorPage />} />,
];

export { projectsPath } from './project-paths';
