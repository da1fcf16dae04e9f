import { z } from 'zod';
import { minStringLengthSchema } from '../../kernel/validation';

/** Company-name search from 2 characters (Swedish register search from 3); `minStringLength` carries the minimum. */
export const companySearchMinLength = 2;
export const swedishCompanySearchMinLength = 3;
/** Company and people searches in portfolio flows wait 300 ms for the typing to pause (seed: platform core, section 9). */
export const portfolioSearchDebounceMs = 300;

export const ZCompanySearchQuerySchema = z.object({ q: minStringLengthSchema(companySearchMinLength).max(100) });
export const ZSwedishCompanySearchQuerySchema = z.object({ q: minStringLengthSchema(swedishCompanySearchMinLength).max(100) });
