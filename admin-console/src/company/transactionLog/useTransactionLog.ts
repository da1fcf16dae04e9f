import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiFetch } from '../../shell';

export type LogEntry = {
  id: string;
  sequence: number;
  transactionType: string;
  transactionDate: string;
  updatedDate: string | null;
  isPending: boolean;
  payload: Record<string, unknown>;
};

/** The company's whole log at effective dates (`GET /transactionlog/all/{orgNo}`). */
export const useTransactionLog = () => {
  const { orgNo = '' } = useParams();
  return useQuery({ queryKey: ['transactionlog', orgNo], queryFn: () => apiFetch<LogEntry[]>(`/transactionlog/all/${encodeURIComponent(orgNo)}`) });
};
