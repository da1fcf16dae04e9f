import type { SignedDocumentView } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, downloadFile } from '../../platform/shell';

/** `GET /archive/{orgNo}/signed-documents/{entryId}`: the file's sealed copies. */
export const useSignedDocuments = (orgNo: string, entryId: string, enabled = true) =>
  useQuery({
    queryKey: ['archive', 'signed-documents', orgNo, entryId],
    queryFn: ({ signal }) => apiFetch<SignedDocumentView[]>(`/archive/${encodeURIComponent(orgNo)}/signed-documents/${entryId}`, { signal }),
    enabled,
  });

/** Downloads each sealed copy as an archive file. */
export const downloadSignedDocuments = async (orgNo: string, documents: readonly SignedDocumentView[]) => {
  for (const document of documents) await downloadFile(`/archive/${encodeURIComponent(orgNo)}/download/${document.id}`, { fallbackName: document.name });
};
