import { defineEntity, p } from '@mikro-orm/core';

/**
 * One row of Skatteetaten's yearly extract (aksjonærregisteret): a holder's shares in one class of one company at
 * 31 December of `year`. Kept per year; a new load of a year replaces that year's rows in one transaction
 * (`loadPublicRegister`). Keyed by year, company and the row's line in the file, so a company's rows are read in
 * file order by their key alone.
 */
export const PublicRegisterHoldingSchema = defineEntity({
  name: 'PublicRegisterHolding',
  // The ownership map finds the companies a company holds shares in by the holder's organisation number.
  indexes: [
    {
      name: 'public_register_holding_holder_index',
      expression: 'create index "public_register_holding_holder_index" on "public_register_holding" ("year", "holder_organisation_number") where "holder_organisation_number" is not null',
    },
  ],
  properties: {
    year: p.smallint().primary(),
    organisationNumber: p.string().length(9).primary(),
    rowNumber: p.integer().primary(),
    companyName: p.text(),
    shareClass: p.text(),
    holderName: p.text(),
    holderBirthYear: p.smallint().nullable(),
    holderOrganisationNumber: p.string().length(9).nullable(),
    postalPlace: p.text(),
    country: p.string().length(2).nullable(),
    shares: p.bigint('bigint'),
    companyShares: p.bigint('bigint'),
  },
});

export class PublicRegisterHolding extends PublicRegisterHoldingSchema.class {}
PublicRegisterHoldingSchema.setClass(PublicRegisterHolding);
