import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { SigningBatch } from './signing-batch.entity';
import { Signer } from './signer.entity';

/**
 * An emailed one-time code (AUTH_EMAIL) for a signer's link or a batch, kept as its SHA-256; valid 10 minutes, single
 * use. Wrong tries count on the signers (`Signer.failedCodeAttempts`), so a new code does not reset them.
 */
export const SigningCodeSchema = defineEntity({
  name: 'SigningCode',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    signer: () => p.manyToOne(Signer).nullable().deleteRule('cascade').index(),
    batch: () => p.manyToOne(SigningBatch).nullable().deleteRule('cascade').index(),
    codeHash: p.string().length(64),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class SigningCode extends SigningCodeSchema.class {}
SigningCodeSchema.setClass(SigningCode);
