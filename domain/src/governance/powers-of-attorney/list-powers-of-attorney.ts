import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { requireDecisionTool } from '../projects/require-decision-tool';
import { findGeneralMeetingProject } from '../general-meetings/general-meeting-data';
import { powerOfAttorneyJson, powerOfAttorneyPopulate } from './power-of-attorney-json';
import type { PowerOfAttorneyTab, PowerOfAttorneyView } from './power-of-attorney-views';
import { PowerOfAttorney } from './power-of-attorney.entity';

/** `GET /project/{projectId}/powerOfAttorneys`: the meeting's powers in force, by when they were given. */
export const listMeetingPowersOfAttorney = async ({ em, company, projectId }: { em: EntityManager; company: Company; projectId: string }): Promise<{ powerOfAttorneys: PowerOfAttorneyView[] }> => {
  const { project } = await findGeneralMeetingProject(em, company, projectId);
  const powers = await em.find(PowerOfAttorney, { generalMeeting: { project }, revokedAt: null }, { populate: powerOfAttorneyPopulate, orderBy: { givenAt: 'asc', id: 'asc' } });
  return { powerOfAttorneys: powers.map(powerOfAttorneyJson) };
};

/** The admin's list `power-of-attorney/{tab}`: the company's powers in force (active) or revoked and replaced ones, newest first. */
export const listCompanyPowersOfAttorney = async ({ em, company, tab }: { em: EntityManager; company: Company; tab: PowerOfAttorneyTab }): Promise<PowerOfAttorneyView[]> => {
  requireDecisionTool(company);
  const powers = await em.find(
    PowerOfAttorney,
    { generalMeeting: { project: { company } }, revokedAt: tab === 'active' ? null : { $ne: null } },
    { populate: powerOfAttorneyPopulate, orderBy: { givenAt: 'desc', id: 'asc' }, limit: 1000 },
  );
  return powers.map(powerOfAttorneyJson);
};

/** The admin's `power-of-attorney/{powerOfAttorneyId}/details`: one power of the company (`powersOfAttorney.notFound`). */
export const getPowerOfAttorney = async ({ em, company, powerOfAttorneyId }: { em: EntityManager; company: Company; powerOfAttorneyId: string }): Promise<PowerOfAttorneyView> => {
  requireDecisionTool(company);
  const power = /^[0-9a-f-]{36}$/i.test(powerOfAttorneyId) ? await em.findOne(PowerOfAttorney, { id: powerOfAttorneyId, generalMeeting: { project: { company } } }, { populate: powerOfAttorneyPopulate }) : null;
  if (!power) throw new DomainError('powersOfAttorney.notFound');
  return powerOfAttorneyJson(power);
};
