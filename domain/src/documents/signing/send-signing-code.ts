import type { EntityManager } from '@mikro-orm/core';
import { hashToken, sixDigitCode } from '../../platform/auth/secrets';
import { queueEmail } from '../../platform/email/queue-email';
import type { User } from '../../platform/users/user.entity';
import { signingCodeLifetimeMs } from './signing-constants';
import { SigningCode } from './signing-code.entity';
import { requireMethod, signingTarget } from './signing-target';

/** Shows where a code went without showing the whole address ("k***@example.no"). */
export const maskedEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

/**
 * `GET /sign/sign-with-email/{id}`: emails a new six-digit code (valid 10 minutes) to the signer of the link, or to the
 * signed-in owner of the batch; an earlier code stops working. Wrong tries so far still count.
 */
export const sendSigningCode = async ({ em, id, user, now = new Date() }: { em: EntityManager; id: string; user: User | null; now?: Date }) => {
  const target = await signingTarget({ em, id, user });
  requireMethod(target, 'AUTH_EMAIL');
  const code = sixDigitCode();
  await em.transactional(async (tx) => {
    const owner = target.batch ? { batch: target.batch.id } : { signer: target.signers[0]!.id };
    await tx.nativeDelete(SigningCode, owner);
    tx.create(SigningCode, { ...owner, codeHash: hashToken(code), expiresAt: new Date(now.getTime() + signingCodeLifetimeMs) });
    queueEmail({
      em: tx,
      to: target.recipient.email,
      language: target.recipient.language,
      template: 'signingCode',
      params: { name: target.recipient.name, code, documents: target.signers.map((signer) => `«${signer.request.title}»`).join(', ') },
    });
  });
  return { sentTo: maskedEmail(target.recipient.email) };
};
