import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** A text the translation admin (`/t`) put over the shipped catalogue's, for one key in one language. */
export const TranslationOverrideSchema = defineEntity({
  name: 'TranslationOverride',
  properties: {
    key: p.string().length(200).primary(),
    language: p.string().length(2).primary(),
    text: p.text(),
    updatedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class TranslationOverride extends TranslationOverrideSchema.class {}
TranslationOverrideSchema.setClass(TranslationOverride);
