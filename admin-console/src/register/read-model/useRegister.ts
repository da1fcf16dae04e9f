import type { RegisterJson } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiFetch } from '@andel/ui/shell';

/** The register today, or as of the end of `date` (`GET /company/{orgNo}/register?date=`). */
export const useRegister = (date?: string) => {
  const { orgNo = '' } = useParams();
  return useQuery({
    queryKey: ['register', orgNo, date ?? null],
    queryFn: () => apiFetch<RegisterJson>(`/company/${encodeURIComponent(orgNo)}/register${date ? `?date=${date}` : ''}`),
  });
};

/** Shares per class across all holders, in the order the classes first appear. */
export const sharesPerClass = (register: RegisterJson) => {
  const totals = new Map<string, bigint>();
  for (const row of register.rows) for (const holding of row.holdings) totals.set(holding.shareTypeId, (totals.get(holding.shareTypeId) ?? 0n) + BigInt(holding.shares));
  return [...totals.entries()].map(([shareTypeId, shares]) => ({ shareTypeId, shares }));
};
