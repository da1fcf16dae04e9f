import type { EntityManager } from '@mikro-orm/core';
import Decimal from 'decimal.js';
import type { Company } from '../../platform/companies/company.entity';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import type { Shareholder } from '../shareholders/shareholder.entity';
import { formatShareClassNames } from '../share-classes/format-share-class-name';
import { ShareClass } from '../share-classes/share-class.entity';
import { shareClassCodes, type ShareClassCode } from '../share-classes/share-class-codes';
import type { ExportLanguage } from '../import/import.schemas';
import { registerWithClasses } from '../read-model/register-state-from-db';
import { registerInPages, type ExportShareholder, type RegisterRow } from './register-pages';

export type ExportClass = { id: string; code: ShareClassCode; names: string[]; votesPerShare: string; totalShares: string };
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
  /** How many holders `holders` gives. */
  holderCount: number;
  /** The holders in the register's order (votes, then shares, descending), read a page at a time; each call reads them again. */
  holders: () => AsyncIterable<ExportHolder>;
  totalShares: string;
  totalVotes: string;
  nominalValue: string | null;
  shareCapital: string | null;
};

/**
 * The export's date: today is the register as it stands (the read model); any other day replays the log as of
 * it (a later day too, since future-dated entries take effect on their date).
 */
export const exportDate = (date: string | undefined): { date: string; replayed: boolean } => {
  const today = new Date().toISOString().slice(0, 10);
  return date && date !== today ? { date, replayed: true } : { date: today, replayed: false };
};

export const exportLanguagesOf = (language: ExportLanguage): Language[] => (language === 'en' ? ['en'] : language === 'no' ? ['nb'] : ['nb', 'en']);

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
 * share numbers, votes and ownership, as of the chosen date: another day than today replays the log (with that day's
 * votes per share in the classes' table as in the holders' votes), today reads
 * the register as it stands. The holders are read a page at a time as the file is written, in one snapshot:
 * `em` must be a transaction at REPEATABLE READ or stricter, so the pages and the totals agree.
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
  const asOf = exportDate(date);
  const register = await registerInPages(em, company, asOf);
  const shareClasses = await em.find(ShareClass, { company });
  // A past date shows the votes per share that applied that day (dated values), as its replayed votes count them.
  const votesOnDate = asOf.replayed ? (await registerWithClasses(em, company, asOf.date)).shareClasses : {};
  const order = (code: ShareClassCode) => shareClassCodes.indexOf(code);
  const sortedTypes = [...shareClasses].sort((a, b) => order(a.code) - order(b.code));
  const codeOf = new Map(shareClasses.map((shareClass) => [shareClass.id, shareClass.code]));
  const holder = (shareholder: ExportShareholder, row: RegisterRow): ExportHolder => {
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
  };
  return {
    company: { name: company.name, organisationNumber: company.organisationNumber, currency: company.currency },
    languages,
    asOf: asOf.date,
    classes: sortedTypes.map((shareClass) => ({
      id: shareClass.id,
      code: shareClass.code,
      names: languages.map((lang) => formatShareClassNames(shareClass, lang, (key) => translate(lang, key)).name),
      votesPerShare: new Decimal(votesOnDate[shareClass.id]?.votesPerShare ?? shareClass.votesPerShare).toString(),
      totalShares: register.classTotals.get(shareClass.id) ?? '0',
    })),
    holderCount: register.rowCount + (withoutShares ? await register.offRegisterCount() : 0),
    holders: async function* () {
      for await (const page of register.rows()) for (const { row, shareholder } of page) yield holder(shareholder, row);
      if (withoutShares) for await (const page of register.offRegister()) for (const shareholder of page) yield withNothing(shareholder);
    },
    totalShares: register.totalShares,
    totalVotes: register.totalVotes,
    nominalValue: register.nominalValue,
    shareCapital: register.shareCapital,
  };
};
