import { Route } from 'react-router';
import { lazyNamed } from '@andel/ui/shell';

const ArticlesPage = lazyNamed(() => import('./ArticlesPage'), 'ArticlesPage');
const ArticlesEditPage = lazyNamed(() => import('./ArticlesEditPage'), 'ArticlesEditPage');

/** Seed 001's routes `articlesofassociation` and `articlesofassociation2`, each with `/edit`: the second address shows the same pages (docs/decisions/register/articles.md). */
export const articlesRoutes = ['articlesofassociation', 'articlesofassociation2'].flatMap((base) => [
  <Route key={base} path={base} element={<ArticlesPage />} />,
  <Route key={`${base}-edit`} path={`${base}/edit`} element={<ArticlesEditPage />} />,
]);
