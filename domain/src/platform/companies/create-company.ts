import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { User } from '../users/user.entity';
import { countryOfOrganisationNumber, currencyOfCountry, type SubscriptionType } from './company-constants';
import { Company } from './company.entity';

type Options = {
  em: EntityManager;
  actor: User | null;
  organisationNumber: string;
  name: string;
  subscriptionType?: SubscriptionType;
};

/** Registers a company; its country (and so its currency) follows from the organisation number. */
export const createCompany = ({ em, actor, organisationNumber, name, subscriptionType = 'BASIC' }: Options): Promise<Company> =>
  em.transactional(async (tx) => {
    const country = countryOfOrganisationNumber(organisationNumber);
    const company = tx.create(Company, { organisationNumber, name, country, currency: currencyOfCountry(country), subscriptionType });
    recordAuditEvent({ em: tx, type: 'company.created', actor, company, after: { organisationNumber, name, country } });
    return company;
  });
