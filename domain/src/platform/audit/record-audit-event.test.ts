import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import type { User } from '../users/user.entity';
import { AuditEvent } from './audit-event.entity';
import { recordAuditEvent } from './record-audit-event';

const recorder = () => {
  const created: unknown[][] = [];
  return { em: { create: (...args: unknown[]) => created.push(args) } as unknown as EntityManager, created };
};

describe('recordAuditEvent', () => {
  it('adds the event with its before and after as the payload', () => {
    const { em, created } = recorder();
    const actor = { id: 'u1' } as User;
    recordAuditEvent({ em, type: 'portfolio.renamed', actor, before: { id: 'p1', name: 'A' }, after: { id: 'p1', name: 'B' } });
    recordAuditEvent({ em, type: 'user.passwordChanged', actor });
    expect(created).toEqual([
      [AuditEvent, { type: 'portfolio.renamed', actor, company: null, payload: { before: { id: 'p1', name: 'A' }, after: { id: 'p1', name: 'B' } } }],
      [AuditEvent, { type: 'user.passwordChanged', actor, company: null, payload: { before: undefined, after: undefined } }],
    ]);
  });

  it('takes only the payload its type declares (checked by the compiler)', () => {
    const { em, created } = recorder();
    const actor = null;
    // @ts-expect-error: user.created records the new user's email and name
    recordAuditEvent({ em, type: 'user.created', actor, after: { email: 'a@example.no' } });
    // @ts-expect-error: user.passwordChanged records no before or after
    recordAuditEvent({ em, type: 'user.passwordChanged', actor, after: { password: 'secret' } });
    // @ts-expect-error: shareholder.remarkChanged records the remark, not an object
    recordAuditEvent({ em, type: 'shareholder.remarkChanged', actor, before: null, after: { remark: 'x' } });
    // @ts-expect-error: no such event type
    recordAuditEvent({ em, type: 'user.teleported', actor });
    expect(created).toHaveLength(4);
  });
});
