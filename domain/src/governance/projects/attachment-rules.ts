/** The files a meeting document takes as attachments, by extension (seed 002, section 5: pdf and images; Office documents too). */
export const attachmentTypes = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

/** An attachment's size limit and how many a document takes (the seed leaves them to the server; docs/decisions.md). */
export const documentAttachmentLimits = { maxFileSize: 20 * 1024 * 1024, maxPerDocument: 20, maxFileNameLength: 255 } as const;

/** What the upload control offers; the server decides by the bytes. */
export const documentAttachmentAccept = Object.keys(attachmentTypes).map((extension) => `.${extension}`).join(',');

export type AttachmentProblem = 'unsupported-files' | 'invalid-file' | 'file-exceeds-max-size';

const extensionOf = (fileName: string) => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * Checks an upload by name and bytes (seed 002, section 5, in the archive's order): an extension not taken is
 * `unsupported-files`, an empty file or bytes of another type than the extension says (`sniffed`, from the file's
 * signature) `invalid-file`, a file over the limit `file-exceeds-max-size`. Answers the content type to keep.
 */
export const checkAttachment = (fileName: string, size: number, sniffed: { mime: string } | undefined): { contentType: string } | { problem: AttachmentProblem } => {
  const claimed = attachmentTypes[extensionOf(fileName) as keyof typeof attachmentTypes];
  if (!claimed) return { problem: 'unsupported-files' };
  if (size > documentAttachmentLimits.maxFileSize) return { problem: 'file-exceeds-max-size' };
  if (size === 0 || sniffed?.mime !== claimed) return { problem: 'invalid-file' };
  return { contentType: claimed };
};
