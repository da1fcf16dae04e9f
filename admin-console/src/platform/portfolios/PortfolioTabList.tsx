import { formatNumber } from '@andel/domain/shared';
import Card from '@mui/material/Card';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, EmptyState, ErrorState, LoadingState } from '@andel/ui/shell';
import { portfolioPageSize, type PortfolioTab } from './usePortfolioTab';

type PortfolioTabListProps<T> = {
  /** From `usePortfolioTab`: the page's call (its answer holds the `total`), the search text and the page. */
  list: PortfolioTab<T>;
  searchLabelKey: string;
  emptyKey: string;
  children: (data: T) => ReactNode;
};

/** A portfolio tab's list: a search box, then loading, failure, nothing found, or the rows with paging. */
export const PortfolioTabList = <T extends { total: number }>({ list, searchLabelKey, emptyKey, children }: PortfolioTabListProps<T>) => {
  const { query, search, onSearch, page, setPage } = list;
  const { t } = useTranslation();
  const language = currentLanguage();
  const content = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    const count = query.data.total;
    if (count === 0) return <EmptyState textKey={search.trim() ? 'portfolio.list.noMatches' : emptyKey} />;
    return (
      <Card>
        {children(query.data)}
        <TablePagination
          component="div"
          count={count}
          page={page}
          onPageChange={(_, next) => setPage(next)}
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
