import { contributionBookPath, contributionBooks } from '@andel/domain/shared';
import { Route } from 'react-router';
import { lazyNamed } from '@andel/ui/shell';

const ContributionBookPage = lazyNamed(() => import('./ContributionBookPage'), 'ContributionBookPage');
const ContributionCreatePage = lazyNamed(() => import('./ContributionCreatePage'), 'ContributionCreatePage');
const ContributionDetailsPage = lazyNamed(() => import('./ContributionDetailsPage'), 'ContributionDetailsPage');
const ContributionLogPage = lazyNamed(() => import('./ContributionLogPage'), 'ContributionLogPage');

/** Seed 001's routes of both books: shareholders/{contributions|commitments}, /log, /log/{id}, /new/{type}. */
export const contributionRoutes = contributionBooks.flatMap((book) => {
  const base = `shareholders/${contributionBookPath[book]}`;
  return [
    <Route key={`${book}-book`} path={base} element={<ContributionBookPage book={book} />} />,
    <Route key={`${book}-log`} path={`${base}/log`} element={<ContributionLogPage book={book} />} />,
    <Route key={`${book}-details`} path={`${base}/log/:id`} element={<ContributionDetailsPage key={book} book={book} />} />,
    <Route key={`${book}-new`} path={`${base}/new/:contributionType`} element={<ContributionCreatePage key={book} book={book} />} />,
  ];
});
