import type { TransactionRecord } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';

/** One entry with its postings per holder and its corrections (`GET /transactionlog/{id}`). */
export const useTransaction = (id: string) =>
  useQuery({ queryKey: ['transactionlog', 'entry', id], queryFn: () => apiFetch<TransactionRecord>(`/transactionlog/${id}`) });
