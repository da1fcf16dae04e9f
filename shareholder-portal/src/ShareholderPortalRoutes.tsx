import { Route, Routes } from 'react-router';
import { CompanyPage, EmptyState, NotFound, RedirectKeepingQuery } from '@andel/admin-console/shell';
import { HoldingsOverview } from './HoldingsOverview';
import { ShareholderLayout } from './ShareholderLayout';
import { shareholderPages } from './shareholder-pages';

/** The shareholder portal's pages, under `/shareholder/{orgNo}/{shareholderId}`. */
export const ShareholderPortalRoutes = () => (
  <Routes>
    <Route path="/shareholder/:orgNo/:shareholderId" element={<ShareholderLayout />}>
      <Route index element={<RedirectKeepingQuery to="dashboard" />} />
      {shareholderPages.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={
            <CompanyPage titleKey={page.titleKey}>
              {page.path === 'overview' || page.path === 'dashboard' ? <HoldingsOverview /> : <EmptyState textKey={page.emptyKey} />}
            </CompanyPage>
          }
        />
      ))}
      <Route path="*" element={<NotFound embedded />} />
    </Route>
    <Route path="*" element={<NotFound />} />
  </Routes>
);
