import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { hashToken } from '../auth/secrets';
import { DomainError } from '../../kernel/errors/domain-error';
import { Invitation } from './invitation.entity';

/** An emailed link: `/invitation/{id}/{token}` names one invitation, `/batch-invitation/{batchId}/{token}` a batch. */
export type InvitationLink = { kind: 'single' | 'batch'; id: string; token: string };

/** The invitations behind a link. A wrong token, an unknown id and a cancelled invitation all answer not found. */
export const findInvitationRows = async (em: EntityManager, { kind, id, token }: InvitationLink): Promise<Invitation[]> => {
  if (!z.uuid().safeParse(id).success) throw new DomainError('invitation.notFound');
  const rows = await em.find(
    Invitation,
    { ...(kind === 'single' ? { id } : { batchId: id }), tokenHash: hashToken(token) },
    { populate: ['company', 'invitedBy'], orderBy: { company: { name: 'asc' } } },
  );
  if (!rows.length || rows.some((row) => row.state === 'CANCELLED')) throw new DomainError('invitation.notFound');
  return rows;
};

export const invitationStatus = (rows: Invitation[], now = new Date()): 'PENDING' | 'USED' | 'EXPIRED' => {
  if (rows.every((row) => row.state === 'ACCEPTED')) return 'USED';
  return rows.some((row) => row.expiresAt <= now) ? 'EXPIRED' : 'PENDING';
};
