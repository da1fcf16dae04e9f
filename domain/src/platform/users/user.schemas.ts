import { z } from 'zod';

/** A partner's key in `/affiliate/{affiliateKey}` and `PUT /add-affiliate/{key}`: 1 to 64 letters, digits, `-` or `_`. */
export const ZAffiliateKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalidValue');
export const ZAffiliateKeyParamSchema = z.object({ key: ZAffiliateKeySchema });
