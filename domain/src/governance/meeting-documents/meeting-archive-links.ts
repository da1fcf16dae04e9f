import type { ArchiveLink, ArchiveLinkSource } from '../../documents/archive/archive-link-source';
import { BoardMeeting } from '../board-meetings/board-meeting.entity';
import { boardMeetingDocumentTypes, generalMeetingDocumentTypes } from '../decisions/document-types';
import { decisionToolAvailable } from '../decisions/decision-gating';
import { ProjectDocument } from '../projects/project-document.entity';

/**
 * The archive's links to meeting documents (the documents wing's `ArchiveLinkSource`): the notice and minutes of every
 * meeting whose notice has gone out (a document of the project was sent), in the board archive's board meetings folder
 * or the general meetings folder. Drafts stay in the decision tool.
 */
export const meetingArchiveLinks: ArchiveLinkSource = async ({ em, company, place }) => {
  if (!decisionToolAvailable(company.subscriptionType)) return [];
  const types = place === 'board-meetings' ? boardMeetingDocumentTypes : generalMeetingDocumentTypes;
  const sent = await em.find(ProjectDocument, { project: { company }, sentAt: { $ne: null } }, { fields: ['project'] });
  const projectIds = [...new Set(sent.map((document) => document.project.id))];
  if (!projectIds.length) return [];
  const documents = await em.find(ProjectDocument, { project: { $in: projectIds }, documentType: { $in: [...types] } }, { populate: ['project'] });
  const meetings = place === 'board-meetings' ? await em.find(BoardMeeting, { project: { $in: projectIds } }) : [];
  const dateOf = (projectId: string) => meetings.find((meeting) => meeting.project.id === projectId)?.meetingDate ?? null;
  return documents.map(
    (document): ArchiveLink => ({
      id: document.id,
      name: document.project.name,
      projectId: document.project.id,
      linkTargetId: document.id,
      linkTargetType: document.documentType,
      meetingType: place === 'board-meetings' ? 'BOARD_MEETING' : 'GENERAL_MEETING',
      meetingDate: dateOf(document.project.id),
    }),
  );
};
