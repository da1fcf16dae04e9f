import type { Language } from './languages';

export type Messages<K extends string = string> = Record<Language, Record<K, string>>;

/**
 * Declares one area's messages in all three languages side by side.
 * Keys are flat (the seeds' keys contain dots); `{{param}}` is interpolated.
 * The type makes a key missing in one language a compile error; `catalogue.test.ts` checks it at run time too.
 */
export const defineMessages = <K extends string>(messages: {
  nb: Record<K, string>;
  sv: NoInfer<Record<K, string>>;
  en: NoInfer<Record<K, string>>;
}): Messages<K> => messages;
