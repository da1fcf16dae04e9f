import { wrap, type EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { translate } from '../../collected/translate';
import { loadEffectiveEntries } from '../log/ledger-log';
import { RegisterHead } from '../log/register-head.entity';
import { TransactionLogEntry } from '../log/transaction-log-entry.entity';
import { runBound } from '../../kernel/sql/run-bound';
import { formatShareClassNames } from '../share-classes/format-share-class-name';
import { ShareClassVotes } from '../share-classes/share-class-votes.entity';
import { ShareClass } from '../share-classes/share-class.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import type { NordicExtension, NordicLogEntry, NordicPosting } from './nordic-extension';
import { ocfStockTransactions, type OcfEntry } from './ocf-stock-transactions';

/** Columns of a holder that belong to the register row itself, not to what it holds. */
const notCopied = new Set(['id', 'company', 'createdAt', 'updatedAt']);
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The price per share an entry's payload names for a holder and class: the allocation, else the transfer's price. */
const priceIn = (payload: Record<string, unknown>) => (shareholderId: string, shareClassId: string): string | null => {
  const allocation = (payload.shareAllocation as { shareholderId: string; sharetypeId: string; sharePrice?: string }[] | undefined)?.find(
    (item) => item.shareholderId === shareholderId && item.sharetypeId === shareClassId,
  );
  const price = allocation?.sharePrice ?? payload.pricePerShare;
  return typeof price === 'string' ? price : null;
};

const stockClassOf = (shareClass: ShareClass, company: Company, nominalValue: string | null, seniority: number, outstanding: bigint) => ({
  object_type: 'STOCK_CLASS',
  id: shareClass.id,
  name: formatShareClassNames(shareClass, 'en', (key) => translate('en', key)).name,
  class_type: shareClass.code === 'PREFERENCE' ? 'PREFERRED' : 'COMMON',
  default_id_prefix: `${shareClass.code}-`,
  initial_shares_authorized: String(outstanding),
  votes_per_share: shareClass.votesPerShare,
  seniority: String(seniority),
  ...(nominalValue !== null ? { par_value: { amount: nominalValue, currency: company.currency } } : {}),
});

const stakeholderOf = (holder: Shareholder) => {
  const name = holder.isCompany ? (holder.companyName ?? '') : [holder.firstName, holder.middleName, holder.lastName].filter(Boolean).join(' ');
  const taxId = holder.isCompany && holder.companyNumber ? [{ tax_id: holder.companyNumber, country: holder.country }] : [];
  return {
    object_type: 'STAKEHOLDER',
    id: holder.id,
    name: { legal_name: name, ...(holder.isCompany ? {} : { ...(holder.firstName ? { first_name: holder.firstName } : {}), ...(holder.lastName ? { last_name: holder.lastName } : {}) }) },
    stakeholder_type: holder.isCompany ? 'INSTITUTION' : 'INDIVIDUAL',
    current_relationships: ['INVESTOR'],
    ...(holder.city || holder.address || holder.postalCode
      ? { addresses: [{ address_type: 'CONTACT', country: holder.country, ...(holder.address ? { street_suite: holder.address } : {}), ...(holder.city ? { city: holder.city } : {}), ...(holder.postalCode ? { postal_code: holder.postalCode } : {}) }] }
      : {}),
    tax_ids: taxId,
  };
};

/**
 * A company's register as the contents of an OCF package: the issuer, its classes as stock classes (the nominal
 * value as par value), its holders as stakeholders, and its history as stock issuances, transfers and cancellations
 * drawn from the postings of the log as it counts today; and Andel's Nordic extension with the log as recorded.
 */
export const collectOpenCapFormat = async (tx: EntityManager, company: Company) => {
  const head = await tx.findOne(RegisterHead, { company });
  const nominalValue = head?.nominalValue ?? null;
  const classes = await tx.find(ShareClass, { company }, { orderBy: { code: 'asc' } });
  const votes = await tx.find(ShareClassVotes, { shareClass: { company } }, { orderBy: { validFrom: 'asc' } });
  const holders = await tx.find(Shareholder, { company }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const entries = await tx.find(TransactionLogEntry, { company }, { orderBy: { sequence: 'asc' } });
  // Read as rows, not entities: a register's postings may be hundreds of thousands.
  const postingRows = await runBound<{ entry_id: string; shareholder_id: string | null; share_class_id: string; quantity: string; number_from: string; number_to: string }>(
    tx,
    'select entry_id, shareholder_id, share_class_id, quantity::text, number_from::text, number_to::text from posting where company_id = $1 order by id',
    [company.id],
  );
  const postingsOf = new Map<string, NordicPosting[]>();
  for (const row of postingRows) {
    const list = postingsOf.get(row.entry_id) ?? postingsOf.set(row.entry_id, []).get(row.entry_id)!;
    list.push({ stakeholderId: row.shareholder_id, stockClassId: row.share_class_id, quantity: row.quantity, numberFrom: row.number_from, numberTo: row.number_to });
  }
  const effective = (await loadEffectiveEntries(tx, company)).sort((a, b) => a.transactionDate.getTime() - b.transactionDate.getTime() || a.sequence - b.sequence);
  const payloadOf = new Map(entries.map((entry) => [entry.id, entry.payload]));
  const ocfEntries: OcfEntry[] = effective.map((entry) => ({
    id: entry.id,
    type: entry.type,
    date: day(entry.transactionDate),
    priceOf: priceIn(payloadOf.get(entry.id) ?? {}),
    postings: entry.postings.flatMap((posting) =>
      posting.account.kind === 'HOLDER'
        ? [{ shareholderId: posting.account.shareholderId, shareClassId: posting.shareClassId, quantity: posting.quantity, numberFrom: posting.interval.from, numberTo: posting.interval.to }]
        : [],
    ),
  }));
  const outstanding = (shareClassId: string) =>
    ocfEntries.reduce((sum, entry) => entry.postings.reduce((inner, posting) => (posting.shareClassId === shareClassId ? inner + posting.quantity : inner), sum), 0n);
  const log: NordicLogEntry[] = entries.map((entry) => ({
    id: entry.id,
    sequence: entry.sequence,
    type: entry.type,
    transactionDate: entry.transactionDate.toISOString(),
    payload: entry.payload,
    effects: entry.effects,
    isPending: entry.isPending,
    correction: entry.correction ?? null,
    corrects: entry.corrects?.id ?? null,
    postings: postingsOf.get(entry.id) ?? [],
  }));
  const extension: NordicExtension = {
    extension: 'andel-nordic',
    version: 1,
    issuer: { organisationNumber: company.organisationNumber, name: company.name, country: company.country, currency: company.currency },
    nominalValue,
    stockClasses: classes.map((shareClass) => ({
      id: shareClass.id,
      code: shareClass.code,
      votesPerShare: shareClass.votesPerShare,
      historical: shareClass.historical,
      customNames: shareClass.customNames,
      votes: votes.filter((item) => item.shareClass.id === shareClass.id).map((item) => ({ validFrom: item.validFrom, votesPerShare: item.votesPerShare })),
    })),
    stakeholders: holders.map((holder) => ({
      id: holder.id,
      shareholder: Object.fromEntries(Object.entries(wrap(holder).toObject()).filter(([key]) => !notCopied.has(key))) as Record<string, string | boolean | null>,
    })),
    log,
  };
  return {
    issuer: {
      object_type: 'ISSUER',
      id: company.id,
      legal_name: company.name,
      formation_date: day(effective[0]?.transactionDate ?? company.createdAt),
      country_of_formation: company.country,
      tax_ids: [{ tax_id: company.organisationNumber, country: company.country }],
    },
    stockClasses: classes.map((shareClass, index) => stockClassOf(shareClass, company, nominalValue, index + 1, outstanding(shareClass.id))),
    stakeholders: holders.map(stakeholderOf),
    transactions: ocfStockTransactions(ocfEntries, company.currency),
    extension,
  };
};
