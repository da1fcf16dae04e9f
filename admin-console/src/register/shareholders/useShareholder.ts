import type { ShareholderDetailsRecord } from '@andel/domain/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';

const key = (id: string) => ['shareholder', id];

export const useShareholder = (id: string) => {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key(id), queryFn: () => apiFetch<ShareholderDetailsRecord>(`/shareholder/${id}`) });
  return { ...query, refresh: () => queryClient.invalidateQueries({ queryKey: key(id) }) };
};
