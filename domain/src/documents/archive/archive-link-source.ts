import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';

/**
 * A document kept elsewhere that the archive shows as a read-only link: a meeting document of a governance project.
 * `name` is the project's name; the screen names the kind from `linkTargetType` (a document type).
 */
export type ArchiveLink = {
  id: string;
  name: string;
  projectId: string;
  linkTargetId: string;
  linkTargetType: string;
  meetingType: 'BOARD_MEETING' | 'GENERAL_MEETING';
  meetingDate: string | null;
};

/** Where links appear: the board archive's board meetings folder, or the general meetings root folder. */
export type ArchiveLinkPlace = 'board-meetings' | 'general-meetings';

/**
 * What the documents wing asks of whoever keeps meeting documents. Governance implements it (documents may not import
 * governance); the BFF hands the implementation to the archive's list.
 */
export type ArchiveLinkSource = (options: { em: EntityManager; company: Company; place: ArchiveLinkPlace }) => Promise<ArchiveLink[]>;

/** No meeting documents: for callers that show none (tests, or a company without the decision tool). */
export const noArchiveLinks: ArchiveLinkSource = async () => [];
