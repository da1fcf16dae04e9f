import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import type { CompanyRole } from '../../platform/company-roles/company-role.entity';
import { listCompanyRoles } from '../../platform/company-roles/find-company-roles';
import { defaultMeetingChair } from '../board-meetings/board-roles';
import { meetingEnd, newMeetingDefaults } from '../board-meetings/meeting-times';
import { isGeneralMeetingDocument } from '../decisions/document-types';
import { findProject } from '../projects/find-project';
import type { ProjectDecision } from '../projects/project-decision.entity';
import type { ProjectDocument } from '../projects/project-document.entity';
import type { Project } from '../projects/project.entity';
import { loadOneProjectParts } from '../projects/project-parts';
import { requireDecisionTool } from '../projects/require-decision-tool';
import { defaultGeneralMeetingEndTime, defaultGeneralMeetingForm, defaultGeneralMeetingStartTime, type CompanyForm } from './general-meeting-constants';
import { GeneralMeeting } from './general-meeting.entity';

/** A general meeting's settings, saved or not yet. */
export type GeneralMeetingData = Omit<GeneralMeeting, 'id' | 'project' | 'createdAt' | 'updatedAt'>;

export const fullName = (role: Pick<CompanyRole, 'firstName' | 'middleName' | 'lastName'>) => [role.firstName, role.middleName, role.lastName].filter(Boolean).join(' ');

/** The meeting chair by default: the chairperson, else the deputy chairperson (seed 002, section 6). */
export const defaultGeneralMeetingChair = (roles: readonly CompanyRole[]) => {
  const chair = defaultMeetingChair(roles);
  return chair ? { companyroleId: chair.id, name: fullName(chair) } : null;
};

/**
 * The company form a meeting starts with, from the country and the name the law makes carry it (aksjeloven § 2-2,
 * allmennaksjeloven § 2-2, aktiebolagslagen 28:2): an ASA or AS in Norway, a public AB "(publ)" or an AB in Sweden.
 */
export const defaultCompanyForm = (company: Pick<Company, 'country' | 'name'>): CompanyForm =>
  company.country === 'SE' ? (/\(publ\)/i.test(company.name) ? 'PUBLIC_AB' : 'AB') : /\bASA\b/.test(company.name) ? 'ASA' : 'AS';

/**
 * What a general meeting starts as: today 12:00 to 14:00, hybrid, ordinary, in the company's office, chaired by default;
 * a Swedish company's in Swedish as an AB (so ABL's notice rules apply), a Norwegian one's in Norwegian as an AS or ASA.
 */
export const defaultGeneralMeetingData = (now: Date, roles: readonly CompanyRole[], company: Pick<Company, 'country' | 'name'>): GeneralMeetingData => {
  const { meetingDate, meetingDocumentLanguage } = newMeetingDefaults(now);
  return {
    meetingDate,
    startTime: defaultGeneralMeetingStartTime,
    ...meetingEnd(meetingDate, defaultGeneralMeetingStartTime, defaultGeneralMeetingEndTime),
    meetingForm: defaultGeneralMeetingForm,
    meetingPlace: 'companysOffice',
    inlineAddressValue: null,
    meetingLink: null,
    extraParticipants: [],
    isSimplifiedGeneralMeeting: false,
    conductElectronicGeneralMeeting: 'ELECTRONIC_GM_NOT_OFFERED',
    includeListOfParticipantsInMinutes: true,
    meetingChair: defaultGeneralMeetingChair(roles),
    coSigner: null,
    additionalCoSigners: [],
    meetingPlaceholderVisible: false,
    generalMeetingType: 'regular',
    companyForm: defaultCompanyForm(company),
    shorterNoticeAllowed: false,
    documentLanguage: company.country === 'SE' ? 'sv' : meetingDocumentLanguage,
    agendaItemRules: {},
  };
};

export type GeneralMeetingProject = {
  project: Project;
  meeting: GeneralMeeting | null;
  decisions: ProjectDecision[];
  documents: ProjectDocument[];
};

/**
 * A project of the company that holds a general meeting document (its notice or minutes), with its saved settings if
 * any, decisions and documents. A project without one is `generalMeetings.notFound`; another company's project
 * `projects.notFound`.
 */
export const findGeneralMeetingProject = async (em: EntityManager, company: Company, id: string): Promise<GeneralMeetingProject> => {
  requireDecisionTool(company);
  const project = await findProject(em, company, id);
  const { decisions, documents } = await loadOneProjectParts(em, project);
  if (!documents.some(({ documentType }) => isGeneralMeetingDocument(documentType))) throw new DomainError('generalMeetings.notFound');
  return { project, meeting: await em.findOne(GeneralMeeting, { project }), decisions, documents };
};

/** The saved general meeting of a project, or a new one with the defaults, in the caller's transaction. */
export const ensureGeneralMeeting = async (em: EntityManager, company: Company, found: GeneralMeetingProject, now: Date): Promise<GeneralMeeting> =>
  found.meeting ?? em.create(GeneralMeeting, { ...defaultGeneralMeetingData(now, await listCompanyRoles(em, company), company), project: found.project });
