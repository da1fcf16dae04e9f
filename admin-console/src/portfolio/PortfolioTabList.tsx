import { formatNumber } from '@andel/domain/shared';
import Card from '@mui/material/Card';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, EmptyState, ErrorState, LoadingState } from '../shell';
import { portfolioPageSize } from './usePortfolioTab';

type PortfolioTabListProps<T> = {
  query: UseQueryResult<T>;
  total: (data: T) => number;
  searchLabelKey: string;
  search: string;
  onSearch: (text: string) => void;
  page: number;
  onPage: (page: number) => void;
  emptyKey: string;
  children: (data: T) => ReactNode;
};

/** A portfolio tab's list: a search box, then loading, failure, nothing found, or the rows with paging. */
export const PortfolioTabList = <T,>({ query, total, searchLabelKey, search, onSearch, page, onPage, emptyKey, children }: PortfolioTabListProps<T>) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const content = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    const count = total(query.data);
    if (count === 0) return <EmptyState textKey={search.trim() ? 'portfolio.list.noMatches' : emptyKey} />;
    return (
      <Card>
        {children(query.data)}
        <TablePagination
          component="div"
          count={count}
          page={page}
          onPageChange={(_, next) => onPage(next)}
          rowsPerPage={portfolioPageSize}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count: all }) => t('portfolio.list.range', { from: formatNumber(from, language), to: formatNumber(to, language), total: formatNumber(all, language) })}
          getItemAriaLabel={(type) => t(`portfolio.list.page.${type}`)}
        />
      </Card>
    );
  };
  return (
    <>
      <TextField label={t(searchLabelKey)} type="search" size="small" value={search} onChange={(event) => onSearch(event.target.value)} sx={{ mb: 2, minWidth: 280 }} />
      {content()}
    </>
  );
};
