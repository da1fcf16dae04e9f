import type { TransactionAttachmentInfo } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shell';
import type { LogEntry } from './log-entry';

type ByWhom = { id: string; name: string | null; email: string } | null;

export type PostingLine = {
  shareholderId: string | null;
  name: string | null;
  sharetypeId: string;
  shareTypeCode: string;
  quantity: string;
  received: string;
  given: string;
};

export type CorrectionRecord = {
  id: string;
  correction: 'DELETE' | 'REDATE' | 'REGISTER' | 'NOMINAL_VALUE';
  transactionDate: string;
  payload: Record<string, unknown>;
  createdAt: string;
  createdBy: ByWhom;
};

export type TransactionRecord = LogEntry & {
  createdAt: string;
  createdBy: ByWhom;
  isDeleted: boolean;
  postings: PostingLine[];
  corrections: CorrectionRecord[];
  attachments: TransactionAttachmentInfo[];
};

/** One entry with its postings per holder and its corrections (`GET /transactionlog/{id}`). */
export const useTransaction = (id: string) =>
  useQuery({ queryKey: ['transactionlog', 'entry', id], queryFn: () => apiFetch<TransactionRecord>(`/transactionlog/${id}`) });
