import type { EntityManager } from '@mikro-orm/core';
import { Writable } from 'node:stream';
import { SigningRequest } from '../../documents/signing/signing-request.entity';
import type { FileStore } from '../../documents/storage/file-store';
import { readStoredFile } from '../../documents/storage/store-files';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Language } from '../../kernel/i18n/languages';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { articlesOfAssociationPdf } from '../../register/articles/articles-pdf';
import { loadRegisterFacts } from '../../register/capital-increase/load-register-facts';
import type { RegisterFile } from '../../register/export/export-register';
import { registerFileBytes } from '../../register/export/export-register';
import { CapitalIncreaseDecision } from '../capital-increase-decisions/capital-increase-decision.entity';
import { findDocumentSigning } from '../projects/document-signing';
import type { ProjectDocument } from '../projects/project-document.entity';
import { DecisionAttachment } from './decision-attachment.entity';
import { findDecisionFollowUp } from './find-decision-follow-up';
import { capitalChangeOf } from './register-notification-data';
import { appendsAsPages, registerNotificationPdf, type Enclosure, type RegisterNotificationModel } from './register-notification-pdf';
import { RegisterNotification } from './register-notification.entity';

const titleIn = (titles: readonly { language: string; title: string }[], language: Language) =>
  (titles.find((entry) => entry.language === (language === 'nb' ? 'no' : language)) ?? titles[0])?.title ?? '';

/** The signed minutes as sealed, if their sealed copy is stored. */
const sealedMinutes = async (em: EntityManager, store: FileStore, minutes: Pick<ProjectDocument, 'id' | 'lockedAt'>) => {
  const signing = await findDocumentSigning(em, minutes);
  const request = signing ? await em.findOne(SigningRequest, { id: signing.requestId, sealed: { $ne: null } }, { populate: ['sealed'] }) : null;
  return request ? { name: request.title, bytes: await readStoredFile(store, request.sealed!) } : null;
};

/** The articles in force, when the company keeps them here. */
const articlesInForce = async (em: EntityManager, company: Company, language: Language) => {
  try {
    const file = await articlesOfAssociationPdf({ em, company, language });
    return { name: file.fileName, bytes: await registerFileBytes(file) };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'articles.notFound') return null;
    throw error;
  }
};

/**
 * `GET /follow-up/decisions/{orgNo}/{decisionId}/register-notification`: the register notification of a decided
 * decision with a sendToBR step, for Foretaksregisteret (NO) or Bolagsverket (SE), as one PDF: the notification's data
 * (for an increase of share capital the capital, shares, nominal value and the subscription list), then the signed
 * minutes, the articles in force and the files uploaded to the follow-up. The first download records when it was
 * produced (the step is then in progress); the package is drawn again each time from what the follow-up holds.
 */
export const downloadRegisterNotification = async ({ em, store, actor, company, decisionId, language, now = new Date() }: { em: EntityManager; store: FileStore; actor: User; company: Company; decisionId: string; language: Language; now?: Date }): Promise<RegisterFile> => {
  const { decided, item } = await findDecisionFollowUp({ em, company, decisionId });
  if (!item?.steps.some(({ type }) => type === 'sendToBR')) throw new DomainError('decisionFollowUp.noRegisterNotification');
  const { decision, minutes, decidedAt } = decided;
  const [capitalForm, attachments, register, minutesFile, articles] = await Promise.all([
    decision.decisionType === 'increaseOfShareCapital' ? em.findOne(CapitalIncreaseDecision, { decision }) : null,
    em.find(DecisionAttachment, { decision }, { populate: ['content'], orderBy: { createdAt: 'asc' } }),
    loadRegisterFacts({ em, company }),
    sealedMinutes(em, store, minutes),
    articlesInForce(em, company, language),
  ]);
  const producedAt = await em.transactional(async (tx) => {
    const existing = await tx.findOne(RegisterNotification, { decision: decision.id });
    if (existing) return existing.producedAt;
    tx.create(RegisterNotification, { decision: decision.id, producedAt: now, producedBy: actor });
    recordAuditEvent({ em: tx, type: 'decisionFollowUp.notificationProduced', actor, company, after: { decisionId, producedAt: now.toISOString() } });
    return now;
  });
  const enclosures: (Enclosure & { kind: RegisterNotificationModel['enclosures'][number]['kind'] })[] = [
    ...(minutesFile ? [{ kind: 'minutes' as const, name: minutesFile.name, contentType: 'application/pdf', bytes: minutesFile.bytes }] : []),
    ...(articles ? [{ kind: 'articles' as const, name: articles.name, contentType: 'application/pdf', bytes: articles.bytes }] : []),
    ...attachments.map((attachment) => ({ kind: attachment.kind, name: attachment.fileName, contentType: attachment.contentType, bytes: new Uint8Array(attachment.content) })),
  ];
  const model: RegisterNotificationModel = {
    language,
    country: company.country,
    company: { name: company.name, organisationNumber: company.organisationNumber },
    projectName: decision.project.name,
    decisionTitle: titleIn(decision.localizedTitles, language),
    decidedAt,
    producedAt,
    capital: capitalForm ? capitalChangeOf(capitalForm.form, register) : null,
    enclosures: enclosures.map(({ kind, name, contentType }) => ({ kind, name, appended: appendsAsPages(contentType) })),
  };
  const pdf = await registerNotificationPdf(model, enclosures);
  return {
    fileName: `register-notification-${company.organisationNumber}-${decidedAt.toISOString().slice(0, 10)}.pdf`,
    contentType: 'application/pdf',
    write: async (stream: Writable) => void stream.end(pdf),
  };
};
