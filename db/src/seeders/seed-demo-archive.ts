import { archiveRoleFlags, type ArchiveSection } from '@andel/domain/shared';
import { createFolder, CustomArchivePermission, DocumentViewRecipient, shareDocumentForViewing, uploadArchiveFiles, writePdfDocument, type ArchiveEntry, type Company, type CustomRole, type FileStore, type User } from '@andel/domain/server';
import type { EntityManager } from '@mikro-orm/core';
import { PassThrough } from 'node:stream';
import { demoArchive, demoCustomArchivePermission, demoDocumentView } from './demo-data';

/** A one-page demo PDF: its title and a line of text. */
const demoPdf = async (title: string, text: string): Promise<Uint8Array> => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writePdfDocument(stream, title, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text(title);
    doc.moveDown().font('Helvetica').fontSize(11).text(text);
  });
  return new Uint8Array(Buffer.concat(chunks));
};

/**
 * The demo company's archive: a few folders in the admin, board, shareholder and custom archives, with PDFs in them;
 * the accountant role reads the custom archive "Revisjon", and the annual accounts are shared with the auditor by a
 * document view link.
 */
export const seedDemoArchive = async (em: EntityManager, admin: User, company: Company, store: FileStore, accountantRole: CustomRole) => {
  const actor = { user: admin, company, flags: archiveRoleFlags({ accessType: 'ADMIN' }), customRoleId: null };
  const folders = new Map<string, string>();
  const files = new Map<string, ArchiveEntry['id']>();
  for (const { section, folder, files: pdfs } of demoArchive) {
    const parent = folder ? await createFolder({ em, actor, input: { organisationNumber: company.organisationNumber, name: folder, rootFolder: section as ArchiveSection } }) : null;
    if (folder && parent) folders.set(folder, parent.id);
    const uploads = await Promise.all(pdfs.map(async ({ name, title, text }) => ({ name, data: await demoPdf(title, text) })));
    for (const entry of await uploadArchiveFiles({ em, store, actor, folderId: parent?.id ?? section, files: uploads })) files.set(`${folder}/${entry.name}`, entry.id);
  }
  em.create(CustomArchivePermission, { folder: folders.get(demoCustomArchivePermission.folder)!, customRole: accountantRole, access: demoCustomArchivePermission.access });
  const [shared] = await shareDocumentForViewing({ em, company, actor: admin, documentId: files.get(`${demoDocumentView.folder}/${demoDocumentView.fileName}`)!, recipients: [demoDocumentView.recipient] });
  await em.nativeUpdate(DocumentViewRecipient, { id: shared!.recipientId }, { id: demoDocumentView.recipientId });
};
