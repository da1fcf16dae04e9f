import type { DestinationFolderView, OidcAvailabilityView, SignerCandidatesView, TSendForSigningInput } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../platform/shell';

/** What the send dialog loads: who can be quick-added, where the sealed copy may go, and which e-IDs are available here. */
export const useSendForSigningData = (orgNo: string, apiBase: string, entryId: string) => ({
  candidates: useQuery({ queryKey: ['signing', orgNo, 'candidates'], queryFn: ({ signal }) => apiFetch<SignerCandidatesView>(`/document/signer-candidates/${orgNo}`, { signal }) }),
  destinations: useQuery({ queryKey: ['archive', apiBase, 'destinations', entryId], queryFn: ({ signal }) => apiFetch<DestinationFolderView[]>(`${apiBase}/destination-folders/${entryId}`, { signal }) }),
  availability: useQuery({ queryKey: ['auth', 'bankid-status'], queryFn: ({ signal }) => apiFetch<OidcAvailabilityView>('/auth/bankid-status', { signal }) }),
});

export const sendForSigning = (orgNo: string, input: TSendForSigningInput) => apiFetch(`/document/send-uploaded-document-for-signing/${orgNo}`, { method: 'POST', body: input });
