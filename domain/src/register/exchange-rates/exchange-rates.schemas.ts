import { z } from 'zod';
import { ZLocalDateSchema } from '../../kernel/validation/local-date';

/** `GET /exchange-rate/{orgNo}?currency=EUR&date=YYYY-MM-DD`: an ISO 4217 code and the day the rate should be from. */
export const ZExchangeRateQuerySchema = z.object({
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'invalidValue'),
  date: ZLocalDateSchema,
});
export type TExchangeRateQuery = z.infer<typeof ZExchangeRateQuerySchema>;

/** The answer: units of the company's currency for one unit of `currency`, on the banking day `date`. */
export type ExchangeRateView = { currency: string; quoteCurrency: string; rate: string; date: string; source: 'NORGES_BANK' };
