import type { EntityManager } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { findInvitationRows, invitationStatus, type InvitationLink } from './find-invitation-rows';
import type { InvitationView } from './invitation-views';

/** What the invitation page shows: who invited whom to which companies, and whether the link can still be used. */
export const getInvitation = async ({ em, link, user }: { em: EntityManager; link: InvitationLink; user: User | null }): Promise<InvitationView> => {
  const rows = await findInvitationRows(em, link);
  const first = rows[0]!;
  return {
    type: first.type,
    email: first.email,
    language: first.language,
    inviterName: first.invitedBy?.name ?? null,
    personalNoteText: first.personalNoteText ?? null,
    companies: rows.map(({ company }) => ({ organisationNumber: company.organisationNumber, name: company.name })),
    status: invitationStatus(rows),
    userExists: (await em.count(User, { email: first.email })) > 0,
    signedInAsInvitee: user?.email === first.email,
  };
};
