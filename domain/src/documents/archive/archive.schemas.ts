import { z } from 'zod';
import { textSchema } from '../../kernel/validation/text';
import { archiveSections, boardMeetingsFolderId, rootFolderTypes } from './archive-constants';
import { ZArchiveNameSchema } from './archive-name';
import { customArchiveAccessLevels } from './custom-archive-access';

const ZEntryIdSchema = z.uuid();
const ZRoleFilterSchema = z.union([z.uuid(), z.literal('all')]);

/** `POST /archive/{orgNo}/list`: a folder (`parentId`), a root folder's top (`rootFolder`), or the trash (`status` deleted). */
export const ZArchiveListSchema = z.object({
  rootFolder: z.enum(rootFolderTypes).optional(),
  parentId: z.union([ZEntryIdSchema, z.literal(boardMeetingsFolderId)]).optional(),
  status: z.literal('deleted').optional(),
  /** The admin's custom-role filter: a custom role's id shows only the custom archives it may view; `all` (or none) every one. */
  roleId: ZRoleFilterSchema.optional(),
});
export type TArchiveListInput = z.infer<typeof ZArchiveListSchema>;

/** `POST /archive/create-folder`: a folder under `parentId`, or at the top of `rootFolder` (the section). */
export const ZCreateFolderSchema = z.object({
  organisationNumber: z.string().max(20),
  name: ZArchiveNameSchema,
  parentId: ZEntryIdSchema.nullish(),
  rootFolder: z.enum(archiveSections).optional(),
  description: textSchema(1000).nullish(),
});
export type TCreateFolderInput = z.infer<typeof ZCreateFolderSchema>;

export const ZRenameEntrySchema = z.object({
  organisationNumber: z.string().max(20),
  id: ZEntryIdSchema,
  name: ZArchiveNameSchema,
  description: textSchema(1000).nullish(),
});
export type TRenameEntryInput = z.infer<typeof ZRenameEntrySchema>;

export const ZRestoreEntrySchema = z.object({ id: ZEntryIdSchema });

/** `POST /archive/{orgNo}/move`: `destinationId` a folder, or null with `destinationRootFolder` for a section's top; the tick is required. */
export const ZMoveEntrySchema = z.object({
  entryId: ZEntryIdSchema,
  destinationId: ZEntryIdSchema.nullable(),
  destinationRootFolder: z.enum(archiveSections).optional(),
  confirmed: z.literal(true, { message: 'archive.move.confirm-required' }),
});
export type TMoveEntryInput = z.infer<typeof ZMoveEntrySchema>;

/** `DELETE /archive/{orgNo}/{entryId}`: to the trash, or with `permanent=true` (and the tick, `confirmed=true`) forever. */
export const ZDeleteEntryQuerySchema = z
  .object({ permanent: z.enum(['true', 'false']).optional(), confirmed: z.enum(['true', 'false']).optional() })
  .refine((query) => query.permanent !== 'true' || query.confirmed === 'true', { message: 'archive.delete-forever.confirm-required', path: ['confirmed'] });

export const ZArchiveEntryParamSchema = z.object({ orgNo: z.string(), entryId: ZEntryIdSchema });
export const ZArchiveFolderParamSchema = z.object({ orgNo: z.string(), folderId: z.union([ZEntryIdSchema, z.enum(archiveSections)]) });
/** `GET /archive/{orgNo}/destination-folders/{entryId}?roleId`: with a custom role's id, only folders that role may edit too. */
export const ZDestinationFoldersQuerySchema = z.object({ roleId: ZRoleFilterSchema.optional() });
/** `POST /archive/{orgNo}/permissions/{folderId}`: a custom archive's permissions, set whole; a role at most once. */
export const ZCustomArchivePermissionsSchema = z.object({
  permissions: z
    .array(z.object({ customRoleId: z.uuid(), access: z.enum(customArchiveAccessLevels) }))
    .max(200)
    .refine((permissions) => new Set(permissions.map(({ customRoleId }) => customRoleId)).size === permissions.length, { message: 'invalidValue' }),
});
export type TCustomArchivePermissionsInput = z.infer<typeof ZCustomArchivePermissionsSchema>;
export const ZArchiveFolderIdParamSchema = z.object({ orgNo: z.string(), folderId: ZEntryIdSchema });
export const ZArchiveDownloadQuerySchema = z.object({ inline: z.enum(['true', 'false']).optional() });
