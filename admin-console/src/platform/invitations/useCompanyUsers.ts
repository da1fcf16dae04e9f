import type { CompanyUser, Language } from '@andel/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';

/** The company's users tab: users with access and open invitations, and the calls that change them. */
export const useCompanyUsers = (orgNo: string) => {
  const queryClient = useQueryClient();
  const queryKey = ['company-users', orgNo];
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const users = useQuery({ queryKey, queryFn: () => apiFetch<CompanyUser[]>(`/company-settings/${encodeURIComponent(orgNo)}/users`) });
  const invite = useMutation({
    mutationFn: (input: { email: string; language: Language }) => apiFetch('/portfolio/admins/invite', { method: 'POST', body: { ...input, inviteTo: [orgNo] } }),
    onSuccess: refresh,
  });
  const changeEmail = useMutation({
    mutationFn: (input: { email: string; externalId: string }) => apiFetch('/portfolio/admins/update-email', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiFetch(`/company-settings/${encodeURIComponent(orgNo)}/admin-access/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { users, invite, changeEmail, revoke };
};
