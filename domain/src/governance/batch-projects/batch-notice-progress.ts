import type { EntityManager } from '@mikro-orm/core';
import { deliveryStateOf, deliveryStates, type DeliveryState } from '../../platform/email/delivery-state';
import { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';
import { NoticeSending } from '../meeting-documents/notice-sending.entity';
import { ProjectDocument } from '../projects/project-document.entity';
import type { Project } from '../projects/project.entity';

export type NoticeProgress = { document: ProjectDocument; sentAt: string | null; deliveries: Record<DeliveryState, number>; recipients: number };

export const noDeliveries = () => Object.fromEntries(deliveryStates.map((state) => [state, 0])) as Record<DeliveryState, number>;

/**
 * The general meeting notice of each project, by project id, with its sending in force and its recipients counted by
 * delivery state: a few queries for the whole batch, whatever its size.
 */
export const batchNoticeProgress = async (em: EntityManager, projects: readonly Project[]): Promise<Map<string, NoticeProgress>> => {
  const documents = await em.find(ProjectDocument, { project: { $in: projects.map(({ id }) => id) }, documentType: 'notice_general_meeting' });
  const sendings = await em.find(NoticeSending, { document: { $in: documents.map(({ id }) => id) }, revokedAt: null }, { orderBy: { sentAt: 'asc' } });
  const current = new Map(sendings.map((sending) => [sending.document.id, sending]));
  const recipients = await em.find(NoticeRecipient, { sending: { $in: [...current.values()].map(({ id }) => id) } }, { populate: ['outboxEmail'] });
  const progress = new Map<string, NoticeProgress>();
  for (const document of documents) {
    const sending = current.get(document.id);
    progress.set(document.project.id, { document, sentAt: sending?.sentAt.toISOString() ?? null, deliveries: noDeliveries(), recipients: 0 });
  }
  const byDocument = new Map(documents.map((document) => [document.id, progress.get(document.project.id)!]));
  for (const recipient of recipients) {
    const entry = byDocument.get(recipient.sending.document.id)!;
    entry.deliveries[deliveryStateOf(recipient.outboxEmail)] += 1;
    entry.recipients += 1;
  }
  return progress;
};
