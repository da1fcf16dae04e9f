import type { RegisteredCompany } from '@andel/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { apiFetch, companyPath, errorMessageKey, loggedOnUserQueryKey, useGoTo, useNotify, useOpenCompany, type CompanyEntry } from '@andel/ui/shell';
import { AskForPermissionDialog, type AskForPermissionCompany } from '../invitations/AskForPermissionDialog';

export type OpenableCompany = CompanyEntry & { name: string; isCustomer: boolean };

/** A company entry the user has no access to and that is neither pending nor a draft: a non-customer to register directly. */
const isUnregistered = (entry: OpenableCompany) => entry.accessType === 'NONE' && !entry.state && !entry.isCustomer;

/** Whether clicking the entry does anything: a page, the ask-for-permission dialog, or a registration. */
export const canOpenCompany = (entry: OpenableCompany) => companyPath(entry) !== null || entry.accessType === 'DRAFT' || isUnregistered(entry);

/**
 * The company list's click (seed: platform core, section 2): a draft company with no access opens the
 * ask-for-permission dialog; a non-customer with no access is registered directly (the user becomes its first
 * administrator) and opens; a pending one opens its invitation request; otherwise by access type.
 */
export const useCompanyOpener = (): { open: (entry: OpenableCompany) => void; dialog: ReactNode } => {
  const openCompany = useOpenCompany();
  const goTo = useGoTo();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<AskForPermissionCompany | null>(null);
  const open = useCallback(
    (entry: OpenableCompany) => {
      if (entry.accessType === 'DRAFT') return setAsking(entry);
      if (isUnregistered(entry)) {
        void apiFetch<RegisteredCompany>(`/company/register-admin-user/${encodeURIComponent(entry.organisationNumber)}`, { method: 'POST' })
          .then(async ({ organisationNumber }) => {
            await queryClient.invalidateQueries({ queryKey: loggedOnUserQueryKey });
            goTo(`/company/${encodeURIComponent(organisationNumber)}`);
          })
          .catch((error: unknown) => notify({ messageKey: errorMessageKey(error), severity: 'error' }));
        return;
      }
      openCompany(entry);
    },
    [goTo, notify, openCompany, queryClient],
  );
  return { open, dialog: asking ? <AskForPermissionDialog company={asking} onClose={() => setAsking(null)} /> : null };
};
