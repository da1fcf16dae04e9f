import type { ContributionBook } from '@andel/domain/shared';
import { useParams } from 'react-router';
import { CompanyPage, ErrorState, LoadingState } from '@andel/ui/shell';
import { ContributionEntries } from '@andel/ui/contributions';
import { bookKey, bookPage } from '@andel/ui/contributions';
import { useContributionBook } from './useContributionBook';

/** `shareholders/contributions/log` (and commitments): every entry, newest first, each opening its details. */
export const ContributionLogPage = ({ book }: { book: ContributionBook }) => {
  const { orgNo = '' } = useParams();
  const { data, isPending, error, refetch } = useContributionBook(orgNo, book);
  return (
    <CompanyPage titleKey={`${bookKey(book)}.title`}>
      {isPending ? (
        <LoadingState />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <ContributionEntries entries={data.contributions} currency={data.currency} detailsPath={(id) => bookPage(orgNo, book, `/log/${id}`)} />
      )}
    </CompanyPage>
  );
};
