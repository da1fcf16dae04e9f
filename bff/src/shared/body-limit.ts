import { attachmentLimits, fileUploadConfig, importLimits, ocfImportLimits, publicRegisterMaxUploadBytes, sealVerificationMaxBytes } from '@andel/domain/shared';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';
import { errorBody } from './error-handler';

const tooLarge: Parameters<typeof bodyLimit>[0]['onError'] = (c) => c.json(errorBody(c as never, 'requestTooLarge'), 413);

/**
 * Bodies are capped at 1 MiB, except the spreadsheet uploads and the import of a reviewed grid, which
 * carry a whole register: those get the upload limit (50 MiB) deliberately, and the spreadsheet reader
 * checks the unpacked size itself.
 */
const largeBodyPath = /^\/api\/shareholder\/[^/]+\/(parse-excel|upload-shareholders|import-shareholders|validate-import-rows)$/;

/** A transaction's or a decision follow-up's attachment: its 20 MiB and room for the multipart framing; the use-case checks the file's own size. */
const attachmentPath = /^\/api\/(transactionlog\/[^/]+\/upload-attachment|follow-up\/decisions\/[^/]+\/[^/]+\/attachments)$/;

/** A PDF dropped on the public verification page: a sealed copy's size and the multipart framing. */
const sealVerificationPath = /^\/api\/document\/verify$/;
/** An archive upload: the largest request the archive takes and room for the multipart framing, refused with the seed's key; the checks refuse more precisely. */
const archiveUploadPath = /^\/api\/archive\/[^/]+\/upload\/[^/]+$/;

/** The public register's yearly extract (a few hundred MiB for every company): streamed to a file, never held. */
const publicRegisterPath = /^\/api\/super-admin\/public-register\/\d+$/;

/** An OCF package to import (zip): up to its own limit, whose unpacked size the reader checks itself. */
const openCapFormatPath = /^\/api\/company\/[^/]+\/open-cap-format$/;

const small = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
const large = bodyLimit({ maxSize: importLimits.maxUploadBytes, onError: tooLarge });
const attachment = bodyLimit({ maxSize: attachmentLimits.maxBytes + 64 * 1024, onError: tooLarge });
const sealVerification = bodyLimit({
  maxSize: sealVerificationMaxBytes + 64 * 1024,
  onError: (c) => c.json(errorBody(c as never, 'sealing.verify.tooLarge', { maxMegabytes: Math.floor(sealVerificationMaxBytes / 1024 / 1024) }), 413),
});
const archiveUpload = bodyLimit({
  maxSize: fileUploadConfig.maxRequestSize + 1024 * 1024,
  onError: (c) => c.json(errorBody(c as never, 'files-exceed-max-request-size', { maxRequestSize: fileUploadConfig.maxRequestSize }), 413),
});
const publicRegister = bodyLimit({
  maxSize: publicRegisterMaxUploadBytes,
  onError: (c) => c.json(errorBody(c as never, 'publicRegister.fileTooLarge', { maxGigabytes: publicRegisterMaxUploadBytes / 1024 ** 3 }), 413),
});
const openCapFormat = bodyLimit({ maxSize: ocfImportLimits.maxBytes, onError: (c) => c.json(errorBody(c as never, 'openCapFormat.tooLarge'), 413) });

export const apiBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  if (largeBodyPath.test(c.req.path)) return large(c, next);
  if (attachmentPath.test(c.req.path)) return attachment(c, next);
  if (sealVerificationPath.test(c.req.path)) return sealVerification(c, next);
  if (archiveUploadPath.test(c.req.path)) return archiveUpload(c, next);
  if (publicRegisterPath.test(c.req.path)) return publicRegister(c, next);
  if (openCapFormatPath.test(c.req.path)) return openCapFormat(c, next);
  return small(c, next);
};
