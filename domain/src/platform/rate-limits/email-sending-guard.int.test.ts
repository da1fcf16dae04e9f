import { createTestDatabase } from '@andel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../companies/company.entity';
import { createCompany } from '../companies/create-company';
import { EmailOutbox } from '../email/email-outbox.entity';
import { queueEmail } from '../email/queue-email';
import { emailSendingGuard, type EmailOrigin } from './email-sending-guard';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proven: Company;
let pending: Company;
beforeAll(async () => {
  database = await createTestDatabase();
  proven = await createCompany({ em: database.orm.em.fork(), actor: null, organisationNumber: '928471632', name: 'Bevist AS' });
  pending = await createCompany({ em: database.orm.em.fork(), actor: null, organisationNumber: '931754289', name: 'Venter AS' });
  await database.orm.em.fork().nativeUpdate(Company, { id: pending.id }, { claimPendingSince: new Date() });
  pending.claimPendingSince = new Date();
});
afterAll(() => database.close());

const limits = { accountPerHour: 3, accountPerDay: 100, companyPerHour: 100, companyPerDay: 100 };

/** A request's entity manager with its outbox guard, as the BFF makes one. */
const requestEm = (origin: EmailOrigin) => {
  const em = database.orm.em.fork({ freshEventManager: true });
  em.getEventManager().registerSubscriber(emailSendingGuard({ origin: () => origin, limits }));
  return em;
};
const queue = (em: ReturnType<typeof requestEm>, count: number, company: Company | null = null) =>
  em.transactional(async (tx) => {
    for (let index = 0; index < count; index++) queueEmail({ em: tx, company, to: `guest${index}@example.org`, language: 'nb', template: 'signUpWelcome', params: { name: 'Gjest Gjestesen', link: 'http://localhost/login' } });
  });
const outbox = () => database.orm.em.fork().count(EmailOutbox, {});

describe('the outbox guard of a request', () => {
  it('sends nothing in the name of a company whose claim waits', async () => {
    const before = await outbox();
    await expect(queue(requestEm({ userId: null, company: pending }), 1)).rejects.toThrow('company.claimPending');
    // A portfolio route names no company; the use-case names the one the email goes out for.
    await expect(queue(requestEm({ userId: null, company: null }), 1, pending)).rejects.toThrow('company.claimPending');
    expect(await outbox()).toBe(before);
  });

  it("counts every email against the account's limit, refusing the command that goes past it whole", async () => {
    const origin = { userId: '00000000-0000-4000-8000-000000000001', company: proven };
    await queue(requestEm(origin), 2);
    const before = await outbox();
    await expect(queue(requestEm(origin), 2)).rejects.toThrow('rateLimits.emailLimitReached');
    expect(await outbox()).toBe(before);
    await queue(requestEm(origin), 1);
    expect(await outbox()).toBe(before + 1);
  });

  it("counts each email against the limits of the company it goes out for", async () => {
    const strict = database.orm.em.fork({ freshEventManager: true });
    strict.getEventManager().registerSubscriber(emailSendingGuard({ origin: () => ({ userId: null, company: null }), limits: { ...limits, companyPerHour: 2 } }));
    const fresh = await createCompany({ em: database.orm.em.fork(), actor: null, organisationNumber: '912345602', name: 'Fersk AS' });
    await queue(strict, 2, fresh);
    await expect(queue(strict, 1, fresh)).rejects.toThrow('rateLimits.emailLimitReached');
  });

  it('leaves a request outside any account and company (a worker, a sign-in code) unlimited', async () => {
    await expect(queue(requestEm({ userId: null, company: null }), 5)).resolves.toBeUndefined();
  });
});
