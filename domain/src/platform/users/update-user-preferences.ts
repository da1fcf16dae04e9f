import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { issueEmailVerification } from '../auth/email-verification';
import { verifyPassword } from '../auth/password-hash';
import { useTwoStepOffCode } from '../auth/two-step-off-code';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Language } from '../../kernel/i18n/languages';
import { User } from './user.entity';

export const setUserLanguage = ({ em, userId, language }: { em: EntityManager; userId: string; language: Language }) =>
  em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, userId);
    recordAuditEvent({ em: tx, type: 'user.languageChanged', actor: user, before: user.language, after: language });
    user.language = language;
  });

/** How turning two-step sign-in off is confirmed: the password, or a code of `sendTwoStepOffCode` with the session it is on. */
export type TwoStepOffProof = { currentPassword?: string | undefined; code?: string | undefined; sessionToken: string };

const confirmTwoStepOff = async (em: EntityManager, userId: string, { currentPassword, code, sessionToken }: TwoStepOffProof) => {
  if (currentPassword) {
    const user = await em.findOneOrFail(User, userId, { populate: ['passwordHash'] });
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new DomainError('auth.invalidCredentials');
  } else if (code) await useTwoStepOffCode({ em, sessionToken, code });
  else throw new DomainError('auth.otpRequired');
};

/** Turns two-step sign-in on, or off after the password or an emailed code confirms it (wrong: 401, nothing changed). */
export const setTwoStepSignIn = async ({ em, userId, enabled, proof }: { em: EntityManager; userId: string; enabled: boolean; proof: TwoStepOffProof }) => {
  if (!enabled) await confirmTwoStepOff(em, userId, proof);
  await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, userId);
    recordAuditEvent({ em: tx, type: 'user.twoStepChanged', actor: user, before: user.twoFactorEnabled, after: enabled });
    user.twoFactorEnabled = enabled;
  });
};

/** The first-login registration: the user accepts the terms and confirms a contact email (a new one is verified first). */
export const acceptTerms = ({ em, userId, email }: { em: EntityManager; userId: string; email: string }) =>
  em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, userId);
    const before = { acceptedTerms: user.acceptedTerms };
    user.acceptedTerms = true;
    const emailToVerify = email === user.email ? null : email;
    if (emailToVerify) await issueEmailVerification(tx, user, emailToVerify);
    recordAuditEvent({ em: tx, type: 'user.termsAccepted', actor: user, before, after: { acceptedTerms: true, emailToVerify } });
    return { emailToVerify };
  });
