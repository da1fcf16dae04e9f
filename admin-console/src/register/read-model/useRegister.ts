import type { RegisterJson, RegisterPageJson } from '@andel/domain/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** Rows `from` to `to` of the register as of the end of `date`, by votes, with the whole register's totals; the last page stays while the next loads. */
export const useRegisterPage = (date: string, [from, to]: readonly [number, number]) => {
  const { orgNo = '' } = useParams();
  return useQuery({
    queryKey: ['register', orgNo, date, from, to],
    queryFn: () => apiFetch<RegisterPageJson>(`/company/${encodeURIComponent(orgNo)}/register?date=${date}&range=${encodeURIComponent(JSON.stringify([from, to]))}`),
    placeholderData: keepPreviousData,
  });
};
