import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';

export const genders = ['male', 'female'] as const;

/**
 * A person or a company on a company's register. Holdings are not stored here: they derive from the
 * transaction log (and its read model). A company holder's contact person is in the contact fields.
 */
export const ShareholderSchema = defineEntity({
  name: 'Shareholder',
  // By company number alone: the portfolio finds the companies a company holds shares in (its subsidiaries).
  indexes: [{ properties: ['company', 'nationalId'] }, { properties: ['company', 'companyNumber'] }, { properties: ['companyNumber'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    isCompany: p.boolean(),
    firstName: p.string().length(100).nullable(),
    middleName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    birthDate: p.string().length(10).nullable(),
    nationalId: p.string().length(20).nullable(),
    gender: p.enum(genders).nullable(),
    companyName: p.string().length(300).nullable(),
    companyNumber: p.string().length(20).nullable(),
    contactName: p.string().length(300).nullable(),
    contactNationalId: p.string().length(20).nullable(),
    email: p.string().length(320).nullable(),
    phoneCountryCode: p.string().length(6).nullable(),
    phoneNumber: p.string().length(30).nullable(),
    address: p.string().length(300).nullable(),
    postalCode: p.string().length(20).nullable(),
    city: p.string().length(100).nullable(),
    country: p.string().length(2).default('NO'),
    nationality: p.string().length(2).default('NO'),
    utlNumber: p.string().length(9).nullable(),
    isEmployee: p.boolean().nullable(),
    issuedShareholderCertificate: p.boolean().default(false),
    bic: p.string().length(11).nullable(),
    iban: p.string().length(34).nullable(),
    bankDetailsCountry: p.string().length(200).nullable(),
    lockupEndDate: p.string().length(10).nullable(),
    loanAmount: p.decimal('string').precision(20).scale(2).nullable(),
    isPledged: p.boolean().default(false),
    pledgeComment: p.text().nullable(),
    remark: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class Shareholder extends ShareholderSchema.class {}
ShareholderSchema.setClass(Shareholder);
