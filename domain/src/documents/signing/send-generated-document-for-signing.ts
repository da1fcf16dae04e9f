import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { ArchiveSection } from '../archive/archive-constants';
import type { FileStore } from '../storage/file-store';
import { withStoredFiles } from '../storage/store-files';
import { sendSigningRequest } from './send-signing-request';
import { signingRequestView } from './signing-request-view';
import type { TSignerInput, TSigningSettingsInput } from './signing.schemas';

/**
 * Sends a document the product generated (the decision tool's minutes) for signing: the PDF is stored as the request's
 * original, the request names its project and project document (source `dbot`), and `inTransaction` lets the caller
 * lock its document in the same transaction. The sealed copy goes to the top of `section`.
 */
export const sendGeneratedDocumentForSigning = async ({
  em,
  store,
  appUrl,
  company,
  sender,
  pdf,
  document,
  signers,
  emailBody,
  settings,
  section,
  inTransaction,
}: {
  em: EntityManager;
  store: FileStore;
  appUrl: string;
  company: Company;
  sender: User;
  pdf: Uint8Array;
  document: { projectId: string; projectDocumentId: string; documentType: string; title: string; sentAt: Date };
  signers: TSignerInput[];
  emailBody: string;
  settings: TSigningSettingsInput;
  section: ArchiveSection;
  inTransaction: (tx: EntityManager) => Promise<void>;
}) =>
  withStoredFiles({
    em,
    store,
    company,
    files: [{ data: pdf, contentType: 'application/pdf' }],
    command: async (tx, [original]) => {
      await inTransaction(tx);
      const request = sendSigningRequest({
        tx,
        appUrl,
        draft: { company, sender, source: 'dbot', ...document, original: original!, signers, emailBody, settings, destination: { section, folder: null } },
      });
      await tx.flush();
      return signingRequestView(request);
    },
  });
