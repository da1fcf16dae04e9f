import { portfolioSearchDebounceMs } from '@andel/domain/shared';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '@andel/ui/shell';
import { portfolioQueryRoot } from './usePortfolio';

/** Rows a page in the portfolio's lists. */
export const portfolioPageSize = 25;

/** A tab's list state as `PortfolioTabList` shows it: the page's call, the search text and the page. */
export type PortfolioTab<T> = { query: UseQueryResult<T>; search: string; onSearch: (text: string) => void; page: number; setPage: (page: number) => void };

/**
 * A portfolio tab's list: its search text (debounced), page, and the call for that page with react-admin's
 * `filter` and `range`. The previous page stays shown while the next one loads.
 */
export const usePortfolioTab = <T>(key: readonly string[], fetchPage: (query: string) => Promise<T>, filter: Record<string, string> = {}): PortfolioTab<T> => {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const q = useDebouncedValue(search.trim(), portfolioSearchDebounceMs);
  const from = page * portfolioPageSize;
  const params = new URLSearchParams({ filter: JSON.stringify({ ...filter, ...(q ? { q } : {}) }), range: JSON.stringify([from, from + portfolioPageSize - 1]) });
  const query = useQuery({
    queryKey: [portfolioQueryRoot, ...key, filter, q, page],
    queryFn: () => fetchPage(params.toString()),
    placeholderData: keepPreviousData,
  });
  const onSearch = (text: string) => {
    setSearch(text);
    setPage(0);
  };
  return { query, search, onSearch, page, setPage };
};
