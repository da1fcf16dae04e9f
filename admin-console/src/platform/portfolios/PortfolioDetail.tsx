import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiFetch, ErrorState, LoadingState } from '@andel/ui/shell';
import { portfolioQueryRoot } from './usePortfolio';

type PortfolioDetailProps<T> = {
  /** The detail's API call, e.g. `/portfolio/all/contacts/admins/{id}`. */
  apiPath: string;
  /** The list the page was opened from. */
  back: { to: string; labelKey: string };
  title: (data: T) => ReactNode;
  subtitle?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A detail page under a portfolio scope: a link back to its list, the title, and the content once loaded. A
 * person, role or holder outside the companies the user administers is the server's 404, shown as its message.
 */
export const PortfolioDetail = <T,>({ apiPath, back, title, subtitle, children }: PortfolioDetailProps<T>) => {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [portfolioQueryRoot, 'detail', apiPath], queryFn: ({ signal }) => apiFetch<T>(apiPath, { signal }) });
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={back.to}>
        ← {t(back.labelKey)}
      </Link>
      {detail.isPending && <LoadingState />}
      {detail.isError && <ErrorState error={detail.error} />}
      {detail.data && (
        <>
          <div>
            <Typography variant="h2" component="h2">
              {title(detail.data)}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle(detail.data)}</Typography>}
          </div>
          {children(detail.data)}
        </>
      )}
    </Stack>
  );
};
