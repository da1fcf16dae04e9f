import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordAuditEvent } from '../audit/record-audit-event';
import { createSession, type ClientInfo } from '../auth/create-session';
import { User } from '../users/user.entity';
import type { Language } from '../../kernel/i18n/languages';
import type { AssertedIdentity } from './complete-oidc-authorization';
import { eidPlaceholderEmailDomain, oidcProviderCountry } from './oidc-providers';

/**
 * Signs in the user the e-ID names (by national identity number and its country). Someone not known yet becomes a
 * new user with the provider's name and no email, who completes the first-login registration screen (terms and a
 * verified email). An e-ID is a second factor in itself: the session is full at once.
 */
export const signInWithEid = ({ em, identity, client, language }: { em: EntityManager; identity: AssertedIdentity; client: ClientInfo; language: Language }) =>
  em.transactional(async (tx) => {
    const country = oidcProviderCountry[identity.provider];
    const known = await tx.findOne(User, { nationalIdCountry: country, nationalId: identity.nationalId });
    const user =
      known ??
      tx.create(User, { email: `${randomUUID()}@${eidPlaceholderEmailDomain}`, name: identity.name, language, nationalIdCountry: country, nationalId: identity.nationalId });
    if (!known) recordAuditEvent({ em: tx, type: 'user.created', actor: user, after: { email: user.email, name: user.name } });
    const { token } = createSession({ em: tx, user, state: 'ACTIVE', client });
    recordAuditEvent({ em: tx, type: 'user.signedInWithEid', actor: user, after: { provider: identity.provider, newUser: !known } });
    return { token, newUser: !known };
  });
