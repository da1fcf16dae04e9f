import { Route, Routes, useParams } from 'react-router';
import { CompanyPage, EmptyState, NotFound, useCompany } from '@andel/admin-console/shell';
import { BoardLayout } from './BoardLayout';
import { boardPages } from './board-pages';

type BoardPageProps = (typeof boardPages)[number];

/** A board page, or the requires-subscription state when the company's subscription does not offer it. */
const BoardPage = ({ titleKey, emptyKey, capability }: BoardPageProps) => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const offered = !capability || company?.subscription.capabilities.includes(capability);
  return (
    <CompanyPage titleKey={titleKey}>
      <EmptyState textKey={offered ? emptyKey : 'subscription.requiresSubscription'} />
    </CompanyPage>
  );
};

/** The board portal's pages, under `/board-member/{orgNo}`; each keeps its sub-addresses (meetings/{id}, schedule/{view}) for later views. */
export const BoardPortalRoutes = () => (
  <Routes>
    <Route path="/board-member/:orgNo" element={<BoardLayout />}>
      {boardPages.map((page) =>
        page.path ? (
          <Route key={page.path} path={`${page.path}/*`} element={<BoardPage {...page} />} />
        ) : (
          <Route key="dashboard" index element={<BoardPage {...page} />} />
        ),
      )}
      <Route path="*" element={<NotFound embedded />} />
    </Route>
    <Route path="*" element={<NotFound />} />
  </Routes>
);
