import {
  createFolder,
  deleteForever,
  destinationFolders,
  emptyTrash,
  findCustomArchivePermissions,
  setCustomArchivePermissions,
  moveEntry,
  renameEntry,
  restoreEntry,
  trashEntry,
  uploadArchiveFiles,
} from '@andel/domain/server';
import {
  ZArchiveEntryParamSchema,
  ZArchiveFolderIdParamSchema,
  ZArchiveFolderParamSchema,
  ZCreateFolderSchema,
  ZCustomArchivePermissionsSchema,
  ZDeleteEntryQuerySchema,
  ZDestinationFoldersQuerySchema,
  ZMoveEntrySchema,
  ZRenameEntrySchema,
  ZRestoreEntrySchema,
} from '@andel/domain/shared';
import { archiveActor } from '../../../shared/archive-actor';
import { archiveReadRoutes } from '../../../shared/archive-read-routes';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf, orgNoInJson } from '../../../shared/company-locator';
import { newRouter, type BffDeps } from '../../../shared/router';
import { uploadedFiles } from '../../../shared/uploaded-file';
import { attachmentSlots, uploadSlot } from '../../../shared/upload-slots';
import { validate } from '../../../shared/validate';
import { editArchive, editCustomArchives, viewArchive, viewCustomArchives } from './archive-access';

/** The archive calls of seed 002 (section 7, "Archive"), for admins, custom roles with archive features and super-admins (reading). */
export const archiveRoutes = (deps: BffDeps) =>
  newRouter()
    .route('/', archiveReadRoutes('/archive/:orgNo', viewArchive, deps))
    .get('/archive/:orgNo/destination-folders/:entryId', requireCompanyAccess(editArchive), validate('param', ZArchiveEntryParamSchema), validate('query', ZDestinationFoldersQuerySchema), async (c) =>
      c.json(await destinationFolders({ em: c.var.em, actor: archiveActor(c), entryId: c.req.valid('param').entryId, roleId: c.req.valid('query').roleId })),
    )
    .get('/archive/:orgNo/permissions/:folderId', requireCompanyAccess(viewCustomArchives), validate('param', ZArchiveFolderIdParamSchema), async (c) =>
      c.json(await findCustomArchivePermissions({ em: c.var.em, actor: archiveActor(c), folderId: c.req.valid('param').folderId })),
    )
    .post('/archive/:orgNo/permissions/:folderId', requireCompanyAccess(editCustomArchives), validate('param', ZArchiveFolderIdParamSchema), validate('json', ZCustomArchivePermissionsSchema), async (c) =>
      c.json(await setCustomArchivePermissions({ em: c.var.em, actor: archiveActor(c), folderId: c.req.valid('param').folderId, input: c.req.valid('json') })),
    )
    .post('/archive/:orgNo/upload/:folderId', requireCompanyAccess(editArchive), validate('param', ZArchiveFolderParamSchema), uploadSlot(attachmentSlots), async (c) => {
      const files = await uploadedFiles(c);
      const entries = await uploadArchiveFiles({ em: c.var.em, store: deps.fileStore, actor: archiveActor(c), folderId: c.req.valid('param').folderId, files });
      return c.json(entries, 201);
    })
    .post('/archive/:orgNo/move', requireCompanyAccess(editArchive), validate('json', ZMoveEntrySchema), async (c) =>
      c.json(await moveEntry({ em: c.var.em, actor: archiveActor(c), input: c.req.valid('json') })),
    )
    .post('/archive/:orgNo/empty-trash', requireCompanyAccess(editArchive), async (c) => c.json(await emptyTrash({ em: c.var.em, store: deps.fileStore, actor: archiveActor(c) })))
    .delete('/archive/:orgNo/:entryId', requireCompanyAccess(editArchive), validate('param', ZArchiveEntryParamSchema), validate('query', ZDeleteEntryQuerySchema), async (c) => {
      const { entryId } = c.req.valid('param');
      const actor = archiveActor(c);
      return c.json(c.req.valid('query').permanent === 'true' ? await deleteForever({ em: c.var.em, store: deps.fileStore, actor, entryId }) : await trashEntry({ em: c.var.em, actor, entryId }));
    })
    .post('/archive/create-folder', requireCompanyAccess(editArchive, orgNoInJson('organisationNumber')), validate('json', ZCreateFolderSchema), async (c) =>
      c.json(await createFolder({ em: c.var.em, actor: archiveActor(c), input: c.req.valid('json') }), 201),
    )
    .post('/archive/rename', requireCompanyAccess(editArchive, orgNoInJson('organisationNumber')), validate('json', ZRenameEntrySchema), async (c) =>
      c.json(await renameEntry({ em: c.var.em, actor: archiveActor(c), input: c.req.valid('json') })),
    )
    .post('/archive/restore', requireCompanyAccess(editArchive, companyOf('archiveEntry', 'id', 'json')), validate('json', ZRestoreEntrySchema), async (c) =>
      c.json(await restoreEntry({ em: c.var.em, actor: archiveActor(c), entryId: c.req.valid('json').id })),
    );
