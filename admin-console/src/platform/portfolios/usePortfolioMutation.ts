import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from '@andel/ui/shell';
import { portfolioQueryRoot } from './usePortfolio';

type Options<T, R> = {
  mutationFn: (input: T) => Promise<R>;
  /** Shown when the change is saved. */
  successKey: string;
  /** The success message's parameters, from the answer. */
  successParams?: (result: R) => Record<string, string | number>;
  /** Runs before the portfolio views refresh, so a page can leave a portfolio that no longer exists first. */
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
};

/** A change to the user's portfolios: on success every portfolio view is refreshed and the success is shown. */
export const usePortfolioMutation = <T, R = unknown>({ mutationFn, successKey, successParams, onSuccess, onError }: Options<T, R>) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      onSuccess?.(result);
      notify({ messageKey: successKey, params: successParams?.(result), severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: [portfolioQueryRoot] });
    },
    onError,
  });
};
