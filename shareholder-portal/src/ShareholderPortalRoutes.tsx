import { Route, Routes, useParams } from 'react-router';
import { HolderContributions } from '@andel/ui/contributions';
import { ArticlesReader } from '@andel/ui/articles';
import { CompanyPage, NotFound, RedirectKeepingQuery } from '@andel/ui/shell';
import { AdditionalRepresentatives } from './register/shareholder-portal/AdditionalRepresentatives';
import { HolderDetails } from './register/shareholder-portal/HolderDetails';
import { HolderTransactions } from './register/shareholder-portal/HolderTransactions';
import { HoldingsOverview } from './register/shareholder-portal/HoldingsOverview';
import { ShareholderArchive } from './documents/archive/ShareholderArchive';
import { HolderMeetingsPage } from './governance/meetings/HolderMeetingsPage';
import { ShareholderSchedulePage } from './governance/schedule/ShareholderSchedulePage';
import { ShareholderLayout } from './ShareholderLayout';
import { ShareholderMessaging } from './platform/messaging/ShareholderMessaging';
import { shareholderPages } from './shareholder-pages';

/** The portal's contributions (Sweden) or commitments (Norway) tab: the holder's own entries and summary. */
const HolderBook = () => {
  const { orgNo = '', shareholderId = '' } = useParams();
  return <HolderContributions path={`/shareholder-view/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/contributions`} />;
};

/** The company's articles of association, to read. */
const HolderArticles = () => {
  const { orgNo = '', shareholderId = '' } = useParams();
  return <ArticlesReader apiPath={`/shareholder-view/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/articles`} />;
};

const pageContent = {
  dashboard: <HoldingsOverview />,
  overview: <HoldingsOverview />,
  transactions: <HolderTransactions />,
  details: <HolderDetails />,
  commitments: <HolderBook />,
  contributions: <HolderBook />,
  'additional-representatives': <AdditionalRepresentatives />,
  articlesofassociation: <HolderArticles />,
  archive: <ShareholderArchive />,
  meetings: <HolderMeetingsPage />,
  schedule: <ShareholderSchedulePage />,
  messaging: <ShareholderMessaging />,
};

/** Pages with sub-addresses: the archive's root folder, the schedule's view and month, a message thread. */
const routePaths: Partial<Record<keyof typeof pageContent, string>> = {
  details: 'details/:tab?',
  archive: 'archive/:rootFolder?',
  schedule: 'schedule/:view?/:year?/:month?',
  messaging: 'messaging/:threadId?',
};

/** The shareholder portal's pages, under `/shareholder/{orgNo}/{shareholderId}`. */
export const ShareholderPortalRoutes = () => (
  <Routes>
    <Route path="/shareholder/:orgNo/:shareholderId" element={<ShareholderLayout />}>
      <Route index element={<RedirectKeepingQuery to="dashboard" />} />
      {shareholderPages.map((page) => (
        <Route
          key={page.path}
          path={routePaths[page.path] ?? page.path}
          element={
            <CompanyPage titleKey={page.titleKey}>
              {pageContent[page.path]}
            </CompanyPage>
          }
        />
      ))}
      <Route path="*" element={<NotFound embedded />} />
    </Route>
    <Route path="*" element={<NotFound />} />
  </Routes>
);
