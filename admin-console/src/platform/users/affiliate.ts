import { ZAffiliateKeySchema } from '@andel/domain/shared';

/** Where the partner key of an `/affiliate/{affiliateKey}` visit waits until the visitor is signed in. */
const storageKey = 'andel.affiliateKey';

/** Keeps a valid partner key for the next signed-in page; answers whether it was valid. */
export const rememberAffiliate = (key: string): boolean => {
  if (!ZAffiliateKeySchema.safeParse(key).success) return false;
  window.localStorage.setItem(storageKey, key);
  return true;
};

/** The partner key waiting to be recorded, taken out so it is sent once. */
export const takeAffiliate = (): string | null => {
  const key = window.localStorage.getItem(storageKey);
  window.localStorage.removeItem(storageKey);
  return key;
};
