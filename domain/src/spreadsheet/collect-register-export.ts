import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import Decimal from 'decimal.js';
import type { Company } from '../company/company.entity';
import type { Language } from '../i18n/languages';
import { translate } from '../i18n/translate';
import { Shareholder } from '../shareholder/shareholder.entity';
import { formatShareTypeNames } from '../shareType/format-share-type-name';
import { ShareType } from '../shareType/share-type.entity';
import { shareTypeCodes, type ShareTypeCode } from '../shareType/share-type-codes';
import { getRegister } from '../transactionLog/get-register';
import type { ExportLanguage } from './import.schemas';

/** What an export shows of a holder. */
export const exportedShareholderFields = [
  'id', 'isCompany', 'firstName', 'middleName', 'lastName', 'birthDate', 'nationalId', 'nationality', 'gender', 'companyName', 'companyNumber',
  'contactName', 'contactNationalId', 'email', 'phoneCountryCode', 'phoneNumber', 'address', 'postalCode', 'city', 'country', 'utlNumber',
  'isEmployee', 'lockupEndDate', 'loanAmount',
] as const satisfies readonly (keyof Shareholder)[];
export type ExportShareholder = Pick<Shareholder, (typeof exportedShareholderFields)[number]>;

export type ExportClass = { id: string; code: ShareTypeCode; names: string[]; votesPerShare: string; totalShares: string };
export type ExportHolder = {
  shareholder: ExportShareholder;
  name: string;
  sharesByClass: Map<string, string>;
  /** The holder's share numbers, classes in code order (the order the import hands them out in). */
  shareNumbers: string;
  totalShares: string;
  totalVotes: string;
  /** Percent with 2 decimals, and the exact fraction behind it. */
  ownership: string;
  shareOfShares: string;
};
export type RegisterExport = {
  company: Pick<Company, 'name' | 'organisationNumber' | 'currency'>;
  languages: Language[];
  asOf: string;
  classes: ExportClass[];
  holders: ExportHolder[];
  totalShares: string;
  totalVotes: string;
  nominalValue: string | null;
  shareCapital: string | null;
};

export const exportLanguagesOf = (language: ExportLanguage): Language[] => (language === 'en' ? ['en'] : language === 'no' ? ['nb'] : ['nb', 'en']);

/** A label in the export's languages: "Navn / Name" for a dual export. */
export const exportLabel = (data: Pick<RegisterExport, 'languages'>, key: string, params: Record<string, string | number> = {}) =>
  data.languages.map((language) => translate(language, key, params)).join(' / ');

export const holderName = (holder: Pick<Shareholder, 'isCompany' | 'companyName' | 'firstName' | 'middleName' | 'lastName'>) =>
  (holder.isCompany ? holder.companyName : [holder.firstName, holder.middleName, holder.lastName].filter(Boolean).join(' ')) ?? '';

const withNothing = (shareholder: ExportShareholder): ExportHolder => ({
  shareholder,
  name: holderName(shareholder),
  sharesByClass: new Map(),
  shareNumbers: '',
  totalShares: '0',
  totalVotes: '0',
  ownership: '0.00',
  shareOfShares: '0',
});

const percent = (fraction: string) => new Decimal(fraction).times(100).toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * Everything an export shows: the company, its classes and every current holder with shares per class,
 * share numbers, votes and ownership, read from the register as of the chosen date: a past date replays the log,
 * today or later reads the register as it stands.
 */
export const collectRegisterExport = async ({
  em,
  company,
  language,
  date,
  withoutShares = false,
}: {
  em: EntityManager;
  company: Company;
  language: ExportLanguage;
  date?: string;
  /** Also every shareholder who holds nothing now (the spreadsheet for updating shareholders). */
  withoutShares?: boolean;
}): Promise<RegisterExport> => {
  const languages = exportLanguagesOf(language);
  const today = new Date().toISOString().slice(0, 10);
  const pastDate = date && date < today ? date : undefined;
  const [register, shareTypes] = await Promise.all([getRegister({ em, company, ...(pastDate && { date: pastDate }) }), em.find(ShareType, { company })]);
  // Plain rows, not entities: a register of 100,000 holders would otherwise be as many managed entities.
  const holders: ExportShareholder[] = await (em as SqlEntityManager).createQueryBuilder(Shareholder).select([...exportedShareholderFields]).where({ company }).execute('all', true);
  const holderById = new Map(holders.map((holder) => [holder.id, holder]));
  const onRegister = new Set(register.rows.map((row) => row.shareholderId));
  const order = (code: ShareTypeCode) => shareTypeCodes.indexOf(code);
  const sortedTypes = [...shareTypes].sort((a, b) => order(a.code) - order(b.code));
  const codeOf = new Map(shareTypes.map((shareType) => [shareType.id, shareType.code]));
  const classTotals = new Map<string, bigint>();
  for (const row of register.rows) for (const holding of row.holdings) classTotals.set(holding.shareTypeId, (classTotals.get(holding.shareTypeId) ?? 0n) + BigInt(holding.shares));
  return {
    company: { name: company.name, organisationNumber: company.organisationNumber, currency: company.currency },
    languages,
    asOf: pastDate ?? today,
    classes: sortedTypes.map((shareType) => ({
      id: shareType.id,
      code: shareType.code,
      names: languages.map((lang) => formatShareTypeNames(shareType, lang, (key) => translate(lang, key)).name),
      votesPerShare: new Decimal(shareType.votesPerShare).toString(),
      totalShares: (classTotals.get(shareType.id) ?? 0n).toString(),
    })),
    holders: [
      ...register.rows.map((row): ExportHolder => {
        const shareholder = holderById.get(row.shareholderId)!;
        const holdings = [...row.holdings].sort((a, b) => order(codeOf.get(a.shareTypeId)!) - order(codeOf.get(b.shareTypeId)!));
        return {
          shareholder,
          name: holderName(shareholder),
          sharesByClass: new Map(holdings.map((holding) => [holding.shareTypeId, holding.shares])),
          shareNumbers: holdings.map((holding) => holding.shareNumbers).filter(Boolean).join(','),
          totalShares: row.totalShares,
          totalVotes: row.totalVotes,
          ownership: percent(row.shareOfShares),
          shareOfShares: row.shareOfShares,
        };
      }),
      ...(withoutShares ? holders.filter((holder) => !onRegister.has(holder.id)).map(withNothing) : []),
    ],
    totalShares: register.totalShares,
    totalVotes: register.totalVotes,
    nominalValue: register.nominalValue,
    shareCapital: register.shareCapital,
  };
};
