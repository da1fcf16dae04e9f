import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { issueEmailVerification } from '../auth/email-verification';
import type { Language } from '../../kernel/i18n/languages';
import { User } from './user.entity';

export const setUserLanguage = ({ em, userId, language }: { em: EntityManager; userId: string; language: Language }) =>
  em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, userId);
    recordAuditEvent({ em: tx, type: 'user.languageChanged', actor: user, before: user.language, after: language });
    user.language = language;
  });

export const setTwoStepSignIn = ({ em, userId, enabled }: { em: EntityManager; userId: string; enabled: boolean }) =>
  em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, userId);
    recordAuditEvent({ em: tx, type: 'user.twoStepChanged', actor: user, before: user.twoFactorEnabled, after: enabled });
    user.twoFactorEnabled = enabled;
  });

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
