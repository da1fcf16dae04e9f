import type { AcceptedInvitation, InvitationView, TAcceptInvitation } from '@andel/domain/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';

export type InvitationKind = 'single' | 'batch';

const basePath = (kind: InvitationKind, id: string, token: string) =>
  `/${kind === 'batch' ? 'batch-invitation' : 'invitation'}/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;

/** The invitation behind the link, and accepting it. */
export const useInvitation = (kind: InvitationKind, id: string, token: string) => {
  const path = basePath(kind, id, token);
  const invitation = useQuery({ queryKey: ['invitation', path], queryFn: () => apiFetch<InvitationView>(path) });
  const accept = useMutation({
    mutationFn: (input: TAcceptInvitation) => apiFetch<AcceptedInvitation>(`${path}/accept`, { method: 'POST', body: input }),
  });
  return { invitation, accept };
};
