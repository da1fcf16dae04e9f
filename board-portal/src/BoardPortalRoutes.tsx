import { Route, Routes } from 'react-router';
import { CompanyPage, EmptyState, NotFound } from '@andel/admin-console/shell';
import { BoardLayout } from './BoardLayout';
import { boardPages } from './board-pages';

/** The board portal's pages, under `/board-member/{orgNo}`; each keeps its sub-addresses (meetings/{id}, schedule/{view}) for later views. */
export const BoardPortalRoutes = () => (
  <Routes>
    <Route path="/board-member/:orgNo" element={<BoardLayout />}>
      {boardPages.map((page) => {
        const element = (
          <CompanyPage titleKey={page.titleKey}>
            <EmptyState textKey={page.emptyKey} />
          </CompanyPage>
        );
        return page.path ? (
          <Route key={page.path} path={`${page.path}/*`} element={element} />
        ) : (
          <Route key="dashboard" index element={element} />
        );
      })}
      <Route path="*" element={<NotFound embedded />} />
    </Route>
    <Route path="*" element={<NotFound />} />
  </Routes>
);
