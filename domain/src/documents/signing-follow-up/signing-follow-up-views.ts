/** A sealed copy of an archive file's completed signing: its archive entry (downloaded as any file) and when. */
export type SignedDocumentView = { id: string; name: string; completedAt: string | null };
