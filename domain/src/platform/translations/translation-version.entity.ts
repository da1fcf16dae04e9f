import { defineEntity, p } from '@mikro-orm/core';

/**
 * One row counting the changes to the overrides: each edit raises it in its transaction, so every process sees
 * by one cheap read whether its cached overrides are current, and the apps' ETag names it.
 */
export const TranslationVersionSchema = defineEntity({
  name: 'TranslationVersion',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    version: p.integer(),
  },
});

export class TranslationVersion extends TranslationVersionSchema.class {}
TranslationVersionSchema.setClass(TranslationVersion);
