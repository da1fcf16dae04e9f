import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../../platform/users/user.entity';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { PoaRecipient } from './poa-recipient.entity';
import type { VotingInstructions } from './voting-instructions';

/**
 * A power of attorney a shareholder gives for a general meeting (seed 002, section 3): to a recipient, with voting
 * instructions per agenda item (by the fixed ids meetingChair and approveAgenda and each decision's id; an item without
 * one is at the proxy's discretion). Given by the shareholder through their notice, or registered by an admin
 * (`registeredBy`). Never updated but to revoke: a replaced or revoked power keeps its row with `revokedAt`, and at most
 * one per giver and meeting is in force (a partial unique index).
 */
export const PowerOfAttorneySchema = defineEntity({
  name: 'PowerOfAttorney',
  indexes: [
    { properties: ['recipient'] },
    {
      name: 'power_of_attorney_in_force_unique',
      expression: `create unique index "power_of_attorney_in_force_unique" on "power_of_attorney" ("general_meeting_id", "giver_id") where "revoked_at" is null`,
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    generalMeeting: () => p.manyToOne(GeneralMeeting).deleteRule('cascade'),
    giver: () => p.manyToOne(Shareholder).deleteRule('cascade').index(),
    recipient: () => p.manyToOne(PoaRecipient).deleteRule('cascade'),
    votingInstructions: p.json<VotingInstructions>().onCreate(() => ({})),
    /** The admin who registered it (admin-poa); null when the shareholder gave it. */
    registeredBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    givenAt: p.datetime().onCreate(() => new Date()),
    revokedAt: p.datetime().nullable(),
    revokedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export class PowerOfAttorney extends PowerOfAttorneySchema.class {}
PowerOfAttorneySchema.setClass(PowerOfAttorney);
