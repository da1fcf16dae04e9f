import type { LogEntryView } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiFetch } from '@andel/ui/shell';

/**
 * The date of the earliest issue or nominal-value increase not yet registered in the business register:
 * entries after it are "not reported" (seed section 4). Read from the whole log (`GET /transactionlog/all/{orgNo}`).
 */
export const useFirstUnregisteredDate = () => {
  const { orgNo = '' } = useParams();
  const { data: log = [] } = useQuery({ queryKey: ['transactionlog', 'all', orgNo], queryFn: () => apiFetch<LogEntryView[]>(`/transactionlog/all/${encodeURIComponent(orgNo)}`) });
  return log
    .filter((entry) => entry.isPending)
    .map((entry) => entry.transactionDate)
    .sort()
    .at(0);
};
