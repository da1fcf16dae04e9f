import { Route } from 'react-router';
import { lazyNamed } from '@andel/ui/shell';

const ProjectEditorPage = lazyNamed(() => import('./ProjectEditorPage'), 'ProjectEditorPage');
const ProjectListPage = lazyNamed(() => import('./ProjectListPage'), 'ProjectListPage');
const DecisionToolPage = lazyNamed(() => import('../decisions/DecisionToolPage'), 'DecisionToolPage');

/** The decision projects' pages (seed 002, section 2): the list, the project editor and the decision tool's menu. */
export const projectRoutes = [
  <Route key="projects" path="projects" element={<ProjectListPage />} />,
  <Route key="project" path="projects/:projectId" element={<ProjectEditorPage />} />,
  <Route key="dbot" path="dbot/:subMenuLink/:menuItem?" element={<DecisionToolPage />} />,
];

export { projectsPath } from './project-paths';
