import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { ensureGeneralMeeting, findGeneralMeetingProject } from '../general-meetings/general-meeting-data';
import type { TPowerOfAttorney } from './power-of-attorney.schemas';
import { writePowerOfAttorney, writePowerOfAttorneyRevocation } from './write-power-of-attorney';

type ByAdmin = { em: EntityManager; actor: User; company: Company; projectId: string; shareholderId: string; now?: Date };

/** The general meeting (saved now if it only had defaults) and a shareholder of the company (`generalMeetings.unknownShareholder`). */
const giverForAdmin = async ({ em, company, projectId, shareholderId, now }: ByAdmin & { now: Date }) => {
  const found = await findGeneralMeetingProject(em, company, projectId);
  const meeting = await ensureGeneralMeeting(em, company, found, now);
  const giver = /^[0-9a-f-]{36}$/i.test(shareholderId) ? await em.findOne(Shareholder, { id: shareholderId, company }) : null;
  if (!giver) throw new DomainError('generalMeetings.unknownShareholder');
  return { meeting, giver };
};

/**
 * `POST /general-meeting/{projectId}/admin-poa/{shareholderId}`: an admin registers a shareholder's power of attorney
 * (one handed in on paper, say), under the same rules as the shareholder's own, recorded as registered by them.
 */
export const registerPowerOfAttorney = ({ input, appUrl, now = new Date(), ...byAdmin }: ByAdmin & { input: TPowerOfAttorney; appUrl: string }) =>
  byAdmin.em.transactional(async (tx) => writePowerOfAttorney({ ...byAdmin, ...(await giverForAdmin({ ...byAdmin, em: tx, now })), em: tx, byAdmin: true, now, input, appUrl }));

/** `DELETE /general-meeting/{projectId}/admin-poa/{shareholderId}`: an admin revokes a shareholder's power of attorney. */
export const revokeRegisteredPowerOfAttorney = ({ now = new Date(), ...byAdmin }: ByAdmin) =>
  byAdmin.em.transactional(async (tx) => writePowerOfAttorneyRevocation({ ...byAdmin, ...(await giverForAdmin({ ...byAdmin, em: tx, now })), em: tx, byAdmin: true, now }));
