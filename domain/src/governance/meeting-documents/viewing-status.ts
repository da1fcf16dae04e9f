import type { EntityManager } from '@mikro-orm/core';
import type { ProjectDocument } from '../projects/project-document.entity';
import { deliveryStateOf } from '../../platform/email/delivery-state';
import type { DeliveryState, MeetingAccessType } from './meeting-document-constants';
import { NoticeRecipient } from './notice-recipient.entity';
import type { NoticeSending } from './notice-sending.entity';
import { findActiveSending, findMeetingDocument } from './find-meeting-document';
import type { Company } from '../../platform/companies/company.entity';

/** A recipient of a notice sent for viewing (seed 002, section 3: recipient for viewing, recipient statuses). */
export type ViewingRecipient = {
  recipientDocumentId: string;
  recipientName: string;
  recipientEmail: string;
  companyroleId: string | null;
  deliveryState: DeliveryState;
  viewedTime: string | null;
};

/** The viewing dialog's status (seed: statusForViewers); `sentAt` null while the notice is not sent. */
export type ViewingStatus = { documentId: string; sentAt: string | null; accessType: MeetingAccessType | null; statusForViewers: ViewingRecipient[] };

export const viewingStatusOf = async (em: EntityManager, document: ProjectDocument, sending: NoticeSending | null): Promise<ViewingStatus> => {
  const recipients = sending ? await em.find(NoticeRecipient, { sending }, { populate: ['outboxEmail'], orderBy: { position: 'asc', id: 'asc' } }) : [];
  return {
    documentId: document.id,
    sentAt: sending?.sentAt.toISOString() ?? null,
    accessType: sending?.accessType ?? null,
    statusForViewers: recipients.map((recipient) => ({
      recipientDocumentId: recipient.id,
      recipientName: recipient.name,
      recipientEmail: recipient.email,
      companyroleId: recipient.companyRole?.id ?? null,
      deliveryState: deliveryStateOf(recipient.outboxEmail),
      viewedTime: recipient.viewedAt?.toISOString() ?? null,
    })),
  };
};

/** `GET /document/{documentId}/{orgNo}/viewing-status`: the recipients of the notice's sending in force. */
export const getViewingStatus = async ({ em, company, documentId }: { em: EntityManager; company: Company; documentId: string }): Promise<ViewingStatus> => {
  const document = await findMeetingDocument(em, company, documentId);
  return viewingStatusOf(em, document, await findActiveSending(em, document));
};
