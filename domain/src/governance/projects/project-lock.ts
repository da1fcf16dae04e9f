import { DomainError } from '../../kernel/errors/domain-error';
import type { ProjectDocument } from './project-document.entity';

/** A project is locked while any of its documents is sent (seed 002, section 4: documents lock once sent). */
export const isProjectLocked = (documents: readonly Pick<ProjectDocument, 'lockedAt'>[]): boolean => documents.some(({ lockedAt }) => lockedAt !== null && lockedAt !== undefined);

/**
 * Refuses a change to what a sent document shows (its decisions, the meeting's details, the project's documents)
 * while the project is locked: `projects.documentsLocked` until the document is reopened.
 */
export const requireProjectUnlocked = (documents: readonly Pick<ProjectDocument, 'lockedAt'>[]) => {
  if (isProjectLocked(documents)) throw new DomainError('projects.documentsLocked');
};

/**
 * The meeting's details (date, time, place, recipients) lock with any sent document but the notice: a sent notice's
 * meeting may still move, and its recipients are told (`meeting-notifications`, seed 002: emails for a changed meeting).
 */
export const isMeetingDetailsLocked = (documents: readonly Pick<ProjectDocument, 'lockedAt' | 'documentType'>[]): boolean =>
  isProjectLocked(documents.filter(({ documentType }) => documentType !== 'notice_board_meeting'));

export const requireMeetingDetailsUnlocked = (documents: readonly Pick<ProjectDocument, 'lockedAt' | 'documentType'>[]) => {
  if (isMeetingDetailsLocked(documents)) throw new DomainError('projects.documentsLocked');
};
