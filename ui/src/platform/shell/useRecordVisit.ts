import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from './api';

/**
 * Notes that a company's pages were opened, for the portfolio's recently visited companies. Nothing to show on
 * failure: the list is a convenience.
 */
export const useRecordVisit = (orgNo: string, opened: boolean) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!opened) return;
    apiFetch(`/portfolio/recent/${encodeURIComponent(orgNo)}`, { method: 'POST' })
      .then(() => queryClient.invalidateQueries({ queryKey: ['portfolio'] }))
      .catch(() => undefined);
  }, [orgNo, opened, queryClient]);
};
