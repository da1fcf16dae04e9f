import { findExchangeRate, norgesBankExchangeRateSource, notConnectedExchangeRateSource } from '@andel/domain/server';
import { ZExchangeRateQuerySchema, type AccessPolicy, type ExchangeRateView } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';

/** Those who fill in the decisions that name amounts in other currencies (the increase of share capital's contributions in kind). */
const fetchRate: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'freetext', level: 'VIEW' };

/**
 * `GET /exchange-rate/{orgNo}?currency=EUR&date=YYYY-MM-DD`: the rate of a currency in the company's currency on the
 * date or the banking day before, from Norges Bank when configured (`EXCHANGE_RATE_URL`); else 503
 * `exchangeRate.notConnected`, and the rate is entered by hand.
 */
export const exchangeRateRoutes = ({ config }: BffDeps) => {
  const source = config.EXCHANGE_RATE_URL ? norgesBankExchangeRateSource({ url: config.EXCHANGE_RATE_URL }) : notConnectedExchangeRateSource;
  return newRouter().get('/exchange-rate/:orgNo', requireCompanyAccess(fetchRate), validate('query', ZExchangeRateQuerySchema), async (c) => {
    const { currency, date } = c.req.valid('query');
    return c.json<ExchangeRateView>(await findExchangeRate({ source, companyCurrency: c.var.companyAccess.company.currency, currency, date }));
  });
};
