import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { loanAmountColumn, shareholderTextLengths } from './shareholder-columns';

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
    firstName: p.string().length(shareholderTextLengths.firstName).nullable(),
    middleName: p.string().length(shareholderTextLengths.middleName).nullable(),
    lastName: p.string().length(shareholderTextLengths.lastName).nullable(),
    birthDate: p.string().length(shareholderTextLengths.birthDate).nullable(),
    nationalId: p.string().length(shareholderTextLengths.nationalId).nullable(),
    gender: p.enum(genders).nullable(),
    companyName: p.string().length(shareholderTextLengths.companyName).nullable(),
    companyNumber: p.string().length(shareholderTextLengths.companyNumber).nullable(),
    contactName: p.string().length(shareholderTextLengths.contactName).nullable(),
    contactNationalId: p.string().length(shareholderTextLengths.contactNationalId).nullable(),
    email: p.string().length(shareholderTextLengths.email).nullable(),
    phoneCountryCode: p.string().length(shareholderTextLengths.phoneCountryCode).nullable(),
    phoneNumber: p.string().length(shareholderTextLengths.phoneNumber).nullable(),
    address: p.string().length(shareholderTextLengths.address).nullable(),
    postalCode: p.string().length(shareholderTextLengths.postalCode).nullable(),
    city: p.string().length(shareholderTextLengths.city).nullable(),
    country: p.string().length(shareholderTextLengths.country).default('NO'),
    nationality: p.string().length(shareholderTextLengths.nationality).default('NO'),
    utlNumber: p.string().length(shareholderTextLengths.utlNumber).nullable(),
    isEmployee: p.boolean().nullable(),
    issuedShareholderCertificate: p.boolean().default(false),
    bic: p.string().length(shareholderTextLengths.bic).nullable(),
    iban: p.string().length(shareholderTextLengths.iban).nullable(),
    bankDetailsCountry: p.string().length(shareholderTextLengths.bankDetailsCountry).nullable(),
    lockupEndDate: p.string().length(shareholderTextLengths.lockupEndDate).nullable(),
    loanAmount: p.decimal('string').precision(loanAmountColumn.precision).scale(loanAmountColumn.scale).nullable(),
    isPledged: p.boolean().default(false),
    pledgeComment: p.text().nullable(),
    remark: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class Shareholder extends ShareholderSchema.class {}
ShareholderSchema.setClass(Shareholder);
