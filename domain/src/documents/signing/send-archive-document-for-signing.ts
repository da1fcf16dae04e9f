import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { findEntry, requireEntry, requireFilesAllowed, requireTarget, type ArchiveActor } from '../archive/archive-access';
import { sendableSigningStatuses } from '../archive/archive-constants';
import type { Company } from '../../platform/companies/company.entity';
import { folderTarget, type FolderTarget } from '../archive/folder-target';
import { isWalkablePdf } from '../file-checks/pdf-walk';
import type { FileStore } from '../storage/file-store';
import { readStoredFile, withStoredFiles } from '../storage/store-files';
import { sendSigningRequest } from './send-signing-request';
import { signingRequestView } from './signing-request-view';
import type { TSendForSigningInput } from './signing.schemas';

/** By default the sealed copy goes beside the original. */
const originalsFolder = async (em: EntityManager, company: Company, entryId: string): Promise<FolderTarget> => {
  const entry = await findEntry(em, company, entryId);
  return { section: entry.section, folder: entry.parent ? await findEntry(em, company, entry.parent.id, { folder: true }) : null };
};

/**
 * `POST /document/send-uploaded-document-for-signing/{orgNo}`: an archive PDF to its signers. The actor must edit the
 * file's section and the destination's, with a subscription that allows files; the file must be a PDF whose status
 * allows sending, and one sealing can read (`unreadable-pdf`: a file archived before uploads were walked). The request keeps its own copy of the original (so the archive file can later be deleted), the file
 * becomes SENT_FOR_SIGNING, and the signers' emails are queued, all in one transaction.
 */
export const sendArchiveDocumentForSigning = async ({ em, store, appUrl, actor, input }: { em: EntityManager; store: FileStore; appUrl: string; actor: ArchiveActor; input: TSendForSigningInput }) => {
  const entry = await findEntry(em, actor.company, input.documentId);
  await requireEntry(em, actor, entry, 'edit');
  requireFilesAllowed(actor.company);
  if (!entry.file || entry.file.contentType !== 'application/pdf') throw new DomainError('signing.notPdf');
  if (!sendableSigningStatuses.includes(entry.signingStatus)) throw new DomainError('signing.notSendable');
  const destinationOf = async (tx: EntityManager) => {
    const { folderId, rootFolder } = input.signingSettings;
    const target = folderId || rootFolder ? await folderTarget(tx, actor.company, { parentId: folderId, rootFolder }) : await originalsFolder(tx, actor.company, entry.id);
    await requireTarget(tx, actor, target.section, target.folder);
    return target;
  };
  await destinationOf(em);
  const data = await readStoredFile(store, entry.file);
  if (!(await isWalkablePdf(data))) throw new DomainError('unreadable-pdf', { files: entry.name });
  return withStoredFiles({
    em,
    store,
    company: actor.company,
    files: [{ data, contentType: 'application/pdf' }],
    command: async (tx, [original]) => {
      const current = await findEntry(tx, actor.company, entry.id);
      if (!sendableSigningStatuses.includes(current.signingStatus)) throw new DomainError('signing.notSendable');
      current.signingStatus = 'SENT_FOR_SIGNING';
      const request = sendSigningRequest({
        tx,
        appUrl,
        draft: {
          company: actor.company,
          sender: actor.user,
          source: 'archive',
          archiveEntry: current,
          documentType: 'uploaded_file',
          title: current.name,
          original: original!,
          signers: input.signers,
          emailBody: input.emailBody,
          settings: input.signingSettings,
          destination: await destinationOf(tx),
        },
      });
      await tx.flush();
      return signingRequestView(request);
    },
  });
};
