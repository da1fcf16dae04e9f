import type { ContributionBook, ContributionBookView } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';
import { bookApi, bookQueryKey } from '@andel/ui/contributions';

/** A company's book: its entries and its summary per holder. */
export const useContributionBook = (orgNo: string, book: ContributionBook) =>
  useQuery({
    queryKey: bookQueryKey(orgNo, book),
    queryFn: ({ signal }) => apiFetch<ContributionBookView>(`${bookApi(book)}/${encodeURIComponent(orgNo)}`, { signal }),
  });
