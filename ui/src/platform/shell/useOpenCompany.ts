import { useCallback } from 'react';
import { companyPath, type CompanyEntry } from './company-path';
import { useGoTo } from './useGoTo';

/** `openCompany(entry)`: opens a company the way its access type says (board member to the schedule, and so on). */
export const useOpenCompany = () => {
  const goTo = useGoTo();
  return useCallback(
    (entry: CompanyEntry) => {
      const path = companyPath(entry);
      if (path) goTo(path);
    },
    [goTo],
  );
};
