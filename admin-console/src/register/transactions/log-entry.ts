/** A log entry as the log's calls answer it, at its effective date. */
export type LogEntry = {
  id: string;
  sequence: number;
  transactionType: string;
  transactionDate: string;
  updatedDate: string | null;
  isPending: boolean;
  payload: Record<string, unknown>;
};
