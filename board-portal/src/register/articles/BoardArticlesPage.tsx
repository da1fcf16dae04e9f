import { ArticlesReader } from '@andel/ui/articles';
import { CompanyPage } from '@andel/ui/shell';
import { useParams } from 'react-router';

/** `/board-member/{orgNo}/articlesofassociation`: the company's articles as in force, earlier versions by date, and the PDF, to read. */
export const BoardArticlesPage = () => {
  const { orgNo = '' } = useParams();
  return (
    <CompanyPage titleKey="boardPortal.articles.title">
      <ArticlesReader apiPath={`/board-member-view/${encodeURIComponent(orgNo)}/articles`} />
    </CompanyPage>
  );
};
