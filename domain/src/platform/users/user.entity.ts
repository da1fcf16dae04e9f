import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { languages } from '../../kernel/i18n/languages';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'app_user',
  uniques: [{ properties: ['nationalIdCountry', 'nationalId'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    /** The sign-in name; always stored lower-case. */
    email: p.string().length(320).unique(),
    name: p.string().length(200),
    /** argon2id hash; null until the user has chosen a password (invited users). */
    passwordHash: p.string().length(200).nullable().hidden(),
    language: p.enum(languages).default('nb'),
    emailVerified: p.boolean().default(false),
    acceptedTerms: p.boolean().default(false),
    twoFactorEnabled: p.boolean().default(false),
    superAdmin: p.boolean().default(false),
    /** The national identity number an e-ID provider asserted at the user's first e-ID sign-in, and its country. */
    nationalIdCountry: p.string().length(2).nullable(),
    nationalId: p.string().length(20).nullable().hidden(),
    /** The partner whose link (`/affiliate/{affiliateKey}`) brought the user, recorded once (`PUT /add-affiliate/{key}`). */
    affiliateKey: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
