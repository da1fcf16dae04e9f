import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { languages } from '../../kernel/i18n/languages';
import { EmailOutbox } from '../../platform/email/email-outbox.entity';
import { signerIdentifications, signingMethods } from '../sealing/signing-methods';
import { StoredFile } from '../storage/stored-file.entity';
import { signerTypes } from './signing-constants';
import { SigningRequest } from './signing-request.entity';

/**
 * One signer of a signing request (seed: Signer and signer status; its id is the seed's `signedDocumentId`). The
 * personal link `/sign?ref={token}` signs as this signer only; only the token's hash is kept (the link exists in the
 * signer's emails only), and a resend or a reminder replaces it. Signing records the time, the IP address and, for an e-ID, the identity the provider asserted.
 * Five wrong email codes lock the signer (`codeLockedAt`) until the sender resends.
 */
export const SignerSchema = defineEntity({
  name: 'Signer',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    request: () => p.manyToOne(SigningRequest).deleteRule('cascade').index(),
    position: p.integer().default(0),
    name: p.string().length(200),
    email: p.string().length(320).index(),
    signingMethod: p.enum(signingMethods),
    signerType: p.enum(signerTypes).default('DOCUMENT'),
    language: p.enum(languages),
    phoneNumber: p.string().length(40).nullable(),
    reference: p.string().length(200).nullable(),
    companyName: p.string().length(200).nullable(),
    tokenHash: p.string().length(64).unique(),
    /** The email last queued to the signer; its state is the delivery state. */
    outboxEmail: () => p.manyToOne(EmailOutbox).nullable().deleteRule('set null'),
    resentAt: p.datetime().nullable(),
    lastRemindedAt: p.datetime().nullable(),
    signedAt: p.datetime().nullable(),
    signedIpAddress: p.string().length(64).nullable(),
    /** The e-ID provider's assertion (name and national id) as the certificate page shows it. */
    assertedIdentity: p.string().length(300).nullable(),
    /** How the signer was identified when signing (the sealing certificate states it). */
    identifiedBy: p.enum(signerIdentifications).nullable(),
    /** The drawn signature (PNG) of a HANDWRITING signer. */
    handwriting: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
    failedCodeAttempts: p.integer().default(0),
    codeLockedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Signer extends SignerSchema.class {}
SignerSchema.setClass(Signer);
