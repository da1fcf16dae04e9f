import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A password reset asked for an address, known or not, waiting for the background job to email a link if an account
 * has it (`issueRequestedPasswordResets`): the request itself only writes this row, so it takes the same time for
 * every address.
 */
export const PasswordResetRequestSchema = defineEntity({
  name: 'PasswordResetRequest',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    email: p.string().length(320),
    requestedAt: p.datetime().index(),
  },
});

export class PasswordResetRequest extends PasswordResetRequestSchema.class {}
PasswordResetRequestSchema.setClass(PasswordResetRequest);
