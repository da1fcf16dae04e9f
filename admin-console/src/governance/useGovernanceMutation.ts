import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from '@andel/ui/shell';

/** Every query of the decision tool starts with this key, so a change refreshes the lists, the project and its meeting. */
export const governanceQueryRoot = 'governance';

type Options<T, R> = {
  mutationFn: (input: T) => Promise<R>;
  /** Shown when the change is saved; none for changes the page shows by itself. */
  successKey?: string;
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
  /** A change that reaches beyond the decision tool (a decision applied to the register, the articles, the roles): every view refreshes. */
  touchesCompany?: boolean;
};

/** A change in the decision tool: on success the tool's views refresh and the success is shown. */
export const useGovernanceMutation = <T, R = unknown>({ mutationFn, successKey, onSuccess, onError, touchesCompany = false }: Options<T, R>) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      onSuccess?.(result);
      if (successKey) notify({ messageKey: successKey, severity: 'success' });
      await queryClient.invalidateQueries(touchesCompany ? undefined : { queryKey: [governanceQueryRoot] });
    },
    onError,
  });
};
