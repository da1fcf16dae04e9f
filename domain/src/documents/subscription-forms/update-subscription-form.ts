import { LockMode, type EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { FormIssue } from '../../register/capital-increase/form-issues';
import { SigningRequest } from '../signing/signing-request.entity';
import type { FileStore } from '../storage/file-store';
import { deleteStoredBytes, withStoredFiles } from '../storage/store-files';
import { StoredFile } from '../storage/stored-file.entity';
import { anySignerSigned, subscriptionFormDetailsView } from './subscription-form-details';
import { SubscriptionForm, subscriptionPeriodOf } from './subscription-form.entity';
import { subscriptionFormOfLink } from './subscription-form-of-link';
import { subscriptionFormPdf } from './subscription-form-pdf';
import type { SubscriptionFormDetailsView } from './subscription-form-views';
import { subscribedSharesSchema, type TSubscriptionFormUpdate } from './subscription-forms.schemas';
import { Subscription } from './subscription.entity';

/** The form may take shares now: within its period, and not signed by anyone yet. */
const requireOpen = async (em: EntityManager, form: SubscriptionForm, now: Date) => {
  const period = subscriptionPeriodOf(form, now);
  if (!period.hasStarted) throw new DomainError('signing.subscription.form.notStarted');
  if (period.hasEnded) throw new DomainError('signing.subscription.form.periodEnded');
  if (await anySignerSigned(em, form)) throw new DomainError('signing.subscription.form.alreadySigned');
};

/**
 * `POST /sign/update-subscription-form/{id}`: the link's signer enters the shares subscribed per class (checked with
 * `subscribedSharesSchema`: bad input comes back as issues, each with its key, and nothing is written). The form's PDF
 * is written again with the shares and their amounts and becomes the document the signers sign, so what is signed is
 * what was subscribed. Refused before the period (`…notStarted`), after it (`…periodEnded`), once signed (`…alreadySigned`).
 */
export const updateSubscriptionForm = async ({ em, store, ref, input, now = new Date() }: { em: EntityManager; store: FileStore; ref: string; input: TSubscriptionFormUpdate; now?: Date }): Promise<{ issues: FormIssue[] } | { view: SubscriptionFormDetailsView }> => {
  const { signer, form } = await subscriptionFormOfLink(em, ref);
  await requireOpen(em, form, now);
  const parsed = subscribedSharesSchema(form.offer).safeParse(input);
  if (!parsed.success) return { issues: parsed.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message, ...('params' in issue && issue.params ? { params: issue.params as Record<string, string> } : {}) })) };
  const shares = form.offer.shares.map((line) => ({ sharetypeId: line.sharetypeId, numberOfShares: BigInt(parsed.data.shares.find((entry) => entry.sharetypeId === line.sharetypeId)!.numberOfShares.trim()) }));
  const pdf = await subscriptionFormPdf({ company: form.company, offer: form.offer, language: form.language, subscribed: new Map(shares.map((line) => [line.sharetypeId, line.numberOfShares])) });
  const replaced: string[] = [];
  await withStoredFiles({
    em,
    store,
    company: form.company,
    files: [{ data: pdf, contentType: 'application/pdf' }],
    command: async (tx, [filled]) => {
      const request = await tx.findOneOrFail(SigningRequest, form.signingRequest.id, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['original'] });
      const locked = await tx.findOneOrFail(SubscriptionForm, form.id);
      await requireOpen(tx, locked, now);
      const existing = await tx.find(Subscription, { form: locked });
      for (const line of shares) {
        const row = existing.find((entry) => entry.sharetypeId === line.sharetypeId);
        if (row) Object.assign(row, { numberOfShares: line.numberOfShares, subscribedAt: now });
        else tx.create(Subscription, { form: locked, decisionId: locked.decisionId, subscriberId: locked.subscriberId, sharetypeId: line.sharetypeId, numberOfShares: line.numberOfShares, subscribedAt: now, signedAt: null });
      }
      locked.filledAt = now;
      const previous = request.original;
      request.original = filled!;
      replaced.push(previous.key);
      tx.remove(tx.getReference(StoredFile, previous.id));
      recordAuditEvent({
        em: tx,
        type: 'subscriptionForms.subscribed',
        actor: null,
        company: form.company,
        before: { shares: existing.map((row) => ({ sharetypeId: row.sharetypeId, numberOfShares: row.numberOfShares.toString() })) },
        after: { formId: locked.id, decisionId: locked.decisionId, subscriberId: locked.subscriberId, signerId: signer.id, shares: shares.map((line) => ({ sharetypeId: line.sharetypeId, numberOfShares: line.numberOfShares.toString() })) },
      });
      await tx.flush();
    },
  });
  await deleteStoredBytes(store, replaced);
  const fresh = em.fork();
  const again = await subscriptionFormOfLink(fresh, ref);
  return { view: await subscriptionFormDetailsView(fresh, again.form, again.signer, now) };
};
