import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../../platform/users/user.entity';
import { signingMethods } from '../sealing/signing-methods';

/**
 * Documents signed together in one act: the signed-in user's waiting documents chosen on `/signing/{method}`
 * (`POST /sign/create-batch`), or one signer's document from the personal link (`user` null, one signer). An e-ID
 * signing's OpenID flow returns to its batch.
 */
export const SigningBatchSchema = defineEntity({
  name: 'SigningBatch',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).nullable().deleteRule('cascade').index(),
    signingMethod: p.enum(signingMethods),
    signerIds: p.json<string[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    completedAt: p.datetime().nullable(),
  },
});

export class SigningBatch extends SigningBatchSchema.class {}
SigningBatchSchema.setClass(SigningBatch);
