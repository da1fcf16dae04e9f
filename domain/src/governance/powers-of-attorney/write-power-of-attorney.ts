import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { hashToken, newToken } from '../../platform/auth/secrets';
import type { Company } from '../../platform/companies/company.entity';
import { queueEmail } from '../../platform/email/queue-email';
import type { User } from '../../platform/users/user.entity';
import { shareholderDisplayName } from '../../register/shareholders/shareholder-display';
import type { Shareholder } from '../../register/shareholders/shareholder.entity';
import { meetingStartText } from '../board-meetings/meeting-times';
import { interfaceLanguageOf, type DocumentLanguage } from '../decisions/document-types';
import { generalMeetingAgenda, votedAgendaItemIds } from '../general-meetings/agenda';
import type { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { loadOneProjectParts } from '../projects/project-parts';
import { assertNotCircular } from './circular-powers';
import { loadPowerOfAttorneyParties, recipientPerson } from './power-of-attorney-parties';
import { assertMayRevoke, powerOfAttorneyChange } from './power-of-attorney-change';
import { powerOfAttorneyStateOf } from './power-of-attorney-state';
import { powerOfAttorneyJson, powerOfAttorneyPopulate, recipientOf } from './power-of-attorney-json';
import { powerOfAttorneyRecipient } from './power-of-attorney-recipient';
import type { TPowerOfAttorney } from './power-of-attorney.schemas';
import { PowerOfAttorney } from './power-of-attorney.entity';
import type { PowerOfAttorneyView } from './power-of-attorney-views';
import { PoaRecipient } from './poa-recipient.entity';
import { assertInstructionsFitAgenda } from './voting-instructions';

/** A power-of-attorney recipient's page: `/notice-general-meeting-poa-recipient/{powerOfAttorneyRecipientId}`, the segment being their link's token. */
export const poaRecipientLink = (appUrl: string, token: string) => `${appUrl}/notice-general-meeting-poa-recipient/${token}`;

type Change = { em: EntityManager; actor: User | null; company: Company; meeting: GeneralMeeting; giver: Shareholder; byAdmin: boolean; now: Date };

/** The powers in force at the meeting, and the giver's state for the change rules. */
const powersInForce = async ({ em, meeting, giver, now }: Change) => {
  const powers = await em.find(PowerOfAttorney, { generalMeeting: meeting, revokedAt: null }, { populate: powerOfAttorneyPopulate });
  const current = powers.find((power) => power.giver.id === giver.id) ?? null;
  const state = await powerOfAttorneyStateOf(em, { meeting, giver, given: current ? recipientOf(current) : null, now });
  return { powers, current, state };
};

/** What the audit records of a power. */
const auditRecord = (json: PowerOfAttorneyView) => ({
  powerOfAttorneyId: json.powerOfAttorneyId,
  projectId: json.projectId,
  giverShareholderId: json.shareholderId,
  recipientRole: json.poaRecipientRole,
  recipientName: json.poaRecipientName,
  votingInstructions: json.votingInstructions,
  byAdmin: json.registeredByAdmin,
});

const meetingLanguage = (meeting: GeneralMeeting): Language => interfaceLanguageOf[meeting.documentLanguage.split('/')[0] as DocumentLanguage] as Language;

/**
 * Gives (or replaces) a giver's power of attorney for a general meeting: the recipient checked by the seed's rules
 * (role required, CEO only with one, a shareholder not the giver, another person's name and email, an email of
 * shareholders forcing a pick), not circular, not the same again (`powersOfAttorney.alreadyGiven`), not once the giver is
 * present or the meeting is over, with voting instructions only for items voted on. A replaced power is revoked. The
 * recipient gets a fresh personal link by email (an earlier one of theirs stops working) and the giver a receipt.
 * In the caller's transaction; nothing is written when refused.
 */
export const writePowerOfAttorney = async (change: Change & { input: TPowerOfAttorney; appUrl: string }) => {
  const { em, actor, company, meeting, giver, byAdmin, now, input, appUrl } = change;
  const parties = await loadPowerOfAttorneyParties(em, company, meeting);
  const recipient = powerOfAttorneyRecipient({ giverShareholderId: giver.id, request: input, company: parties });
  const { powers, current, state } = await powersInForce(change);
  powerOfAttorneyChange(state, recipient);
  assertNotCircular({ giverShareholderId: giver.id, recipient, powers: powers.map((power) => ({ giverShareholderId: power.giver.id, recipient: recipientOf(power) })) });
  const { decisions } = await loadOneProjectParts(em, meeting.project);
  assertInstructionsFitAgenda(input.votingInstructions, votedAgendaItemIds(generalMeetingAgenda(decisions)));

  if (current) {
    current.revokedAt = now;
    // Written before the new power takes its place under the one-in-force index.
    await em.flush();
  }
  const person = recipientPerson(parties, recipient);
  const holder =
    (await em.findOne(PoaRecipient, { generalMeeting: meeting, recipientKey: person.key })) ??
    em.create(PoaRecipient, { generalMeeting: meeting, role: recipient.role, recipientKey: person.key, name: person.name, email: person.email, shareholder: person.shareholder, companyRole: person.companyRole });
  em.assign(holder, { name: person.name, email: person.email, companyRole: person.companyRole });
  const power = em.create(PowerOfAttorney, { generalMeeting: meeting, giver, recipient: holder, votingInstructions: input.votingInstructions, registeredBy: byAdmin ? actor : null, givenAt: now });
  await em.flush();

  const language = meetingLanguage(meeting);
  const giverName = shareholderDisplayName(giver) ?? '';
  const meetingTitle = meeting.project.name;
  if (holder.email) {
    const token = newToken();
    holder.tokenHash = hashToken(token);
    holder.outboxEmail = queueEmail({
      em,
      company,
      to: holder.email,
      language,
      template: 'powerOfAttorneyReceived',
      params: { name: holder.name, companyName: company.name, meetingTitle, meetingStart: meetingStartText(language, meeting.meetingDate, meeting.startTime), giverName, link: poaRecipientLink(appUrl, token) },
    });
  }
  if (giver.email) queueEmail({ em, to: giver.email, language, template: 'powerOfAttorneyGiven', params: { name: giverName, companyName: company.name, meetingTitle, recipientName: holder.name } });
  const json = powerOfAttorneyJson(power);
  recordAuditEvent({ em, type: 'powerOfAttorney.given', actor, company, before: current ? auditRecord(powerOfAttorneyJson(current)) : null, after: auditRecord(json) });
  await em.flush();
  return json;
};

/** Revokes the giver's power in force (`powersOfAttorney.noneGiven` without one; not once present or the meeting is over). */
export const writePowerOfAttorneyRevocation = async (change: Change) => {
  const { em, actor, company, byAdmin, now } = change;
  const { current, state } = await powersInForce(change);
  assertMayRevoke(state);
  const power = current!;
  power.revokedAt = now;
  power.revokedBy = actor;
  const json = powerOfAttorneyJson(power);
  recordAuditEvent({
    em,
    type: 'powerOfAttorney.revoked',
    actor,
    company,
    before: auditRecord(json),
    after: { revokedAt: now.toISOString(), byAdmin },
  });
  await em.flush();
  return json;
};
