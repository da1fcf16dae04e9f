import { archiveRoleFlags, type ArchiveSection } from '@andel/domain/shared';
import { createFolder, uploadArchiveFiles, writePdfDocument, type Company, type FileStore, type User } from '@andel/domain/server';
import type { EntityManager } from '@mikro-orm/core';
import { PassThrough } from 'node:stream';
import { demoArchive } from './demo-data';

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

/** The demo company's archive: a few folders in the admin, board and shareholder archives, with PDFs in them. */
export const seedDemoArchive = async (em: EntityManager, admin: User, company: Company, store: FileStore) => {
  const actor = { user: admin, company, flags: archiveRoleFlags({ accessType: 'ADMIN' }) };
  for (const { section, folder, files } of demoArchive) {
    const parent = folder ? await createFolder({ em, actor, input: { organisationNumber: company.organisationNumber, name: folder, rootFolder: section as ArchiveSection } }) : null;
    const uploads = await Promise.all(files.map(async ({ name, title, text }) => ({ name, data: await demoPdf(title, text) })));
    await uploadArchiveFiles({ em, store, actor, folderId: parent?.id ?? section, files: uploads });
  }
};
