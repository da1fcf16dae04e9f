/**
 * What an archive upload may be (seed 000 "File upload config" and 002 section 5): the supported types with their
 * extensions and signature bytes (hex), the largest file, the largest request (all files of one upload) and the
 * largest image. The seed gives no values; ours are in docs/decisions/documents/file-checks.md. Served in the archive's list answer as
 * `fileUploadConfig`, so the screen checks before sending what the server checks again.
 */
export type FileUploadConfig = {
  supportedFileTypes: { extensions: string[]; magicBytes: string[] }[];
  maxFileSize: number;
  maxRequestSize: number;
  maxDimensions: { width: number; height: number };
};

/** A supported type: its extensions, signature bytes, and the type `file-type` must read from the bytes. */
export const supportedUploadTypes = [
  { extensions: ['pdf'], magicBytes: ['25504446'], sniffed: 'pdf', contentType: 'application/pdf' },
  { extensions: ['jpg', 'jpeg'], magicBytes: ['ffd8ff'], sniffed: 'jpg', contentType: 'image/jpeg' },
  { extensions: ['png'], magicBytes: ['89504e470d0a1a0a'], sniffed: 'png', contentType: 'image/png' },
  { extensions: ['gif'], magicBytes: ['474946383761', '474946383961'], sniffed: 'gif', contentType: 'image/gif' },
  { extensions: ['doc'], magicBytes: ['d0cf11e0a1b11ae1'], sniffed: 'cfb', contentType: 'application/msword' },
  { extensions: ['xls'], magicBytes: ['d0cf11e0a1b11ae1'], sniffed: 'cfb', contentType: 'application/vnd.ms-excel' },
  { extensions: ['docx'], magicBytes: ['504b0304'], sniffed: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { extensions: ['xlsx'], magicBytes: ['504b0304'], sniffed: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
] as const;
export type SupportedUploadType = (typeof supportedUploadTypes)[number];

export const fileUploadConfig: FileUploadConfig = {
  supportedFileTypes: supportedUploadTypes.map(({ extensions, magicBytes }) => ({ extensions: [...extensions], magicBytes: [...magicBytes] })),
  /** The seed's largest file for signing (5120*5120 bytes, about 26 MB), for every archive file alike. */
  maxFileSize: 5120 * 5120,
  maxRequestSize: 50 * 1024 * 1024,
  maxDimensions: { width: 10_000, height: 10_000 },
};

/** The extension of a name, lower-case, without the dot; `''` without one. */
export const fileExtension = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The supported type a name's extension claims, if any. */
export const uploadTypeOfName = (name: string): SupportedUploadType | undefined =>
  supportedUploadTypes.find((type) => (type.extensions as readonly string[]).includes(fileExtension(name)));

/** For the file picker: every supported extension. */
export const uploadAccept = supportedUploadTypes.flatMap(({ extensions }) => extensions.map((extension) => `.${extension}`)).join(',');
