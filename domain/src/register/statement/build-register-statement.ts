import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { loadEffectiveEntries } from '../log/ledger-log';
import { TransactionLogEntry } from '../log/transaction-log-entry.entity';
import { PublicRegisterHolding } from '../public-register/public-register-holding.entity';
import { getRegister } from '../read-model/get-register';
import { translate } from '../../collected/translate';
import { formatShareClassNames } from '../share-classes/format-share-class-name';
import { listShareClasses } from '../share-classes/list-share-classes';
import { Shareholder } from '../shareholders/shareholder.entity';
import { birthDateOrOrganisationNumber, shareholderDisplayName } from '../shareholders/shareholder-display';
import { arStatus, statementDeadline } from './ar-status';
import { RegisterStatement } from './register-statement.entity';
import type { Rf1086Input } from './rf1086-forms';
import { rf1086Holder } from './rf1086-holder';
import { checkAgainstLastYear, checkAgainstPublicRegister, checkFilingFields } from './statement-checks';
import { statementChanges } from './statement-changes';
import type { RegisterStatementView, StatementHolding } from './statement-views';

type Options = { em: EntityManager; company: Company; year: number; filingConnected: boolean; allowSyntheticTestNumbers: boolean; now?: Date };

const endOfYear = (year: number) => new Date(`${year}-12-31T23:59:59.999Z`);

/**
 * The shareholder register statement of a Norwegian company for a closed year (aksjonærregisteroppgaven): holdings
 * at 1 January (the register at the end of the year before) and at 31 December, every holder's change in each
 * entry of the year with its type and price, and the dividends paid; checked against last year's filed statement
 * and the public shareholder register's year when loaded, and for what the RF-1086 forms lack (`problems`).
 * `filingConnected` says whether it can be filed from here. With it, what the RF-1086 forms are made from.
 */
export const loadRegisterStatement = async ({ em, company, year, filingConnected, allowSyntheticTestNumbers, now = new Date() }: Options): Promise<{ view: RegisterStatementView; rf1086: Rf1086Input }> => {
  if (company.country !== 'NO') throw new DomainError('statement.notNorwegian');
  if (year >= now.getUTCFullYear()) throw new DomainError('statement.yearNotClosed', { year });
  const [openingRegister, closingRegister] = [await getRegister({ em, company, date: `${year - 1}-12-31` }), await getRegister({ em, company, date: `${year}-12-31` })];
  const entries = await loadEffectiveEntries(em, company, { after: endOfYear(year - 1), upTo: endOfYear(year) });
  const payloads = new Map((await em.find(TransactionLogEntry, { id: entries.map((entry) => entry.id) }, { fields: ['id', 'payload'] })).map((entry) => [entry.id, entry.payload]));

  const holderIds = new Set([...openingRegister.rows, ...closingRegister.rows].map((row) => row.shareholderId));
  for (const entry of entries) for (const posting of entry.postings) if (posting.account.kind === 'HOLDER') holderIds.add(posting.account.shareholderId);
  const holders = new Map((await em.find(Shareholder, { id: [...holderIds], company })).map((holder) => [holder.id, holder]));
  const named = (id: string) => (holders.get(id) ? shareholderDisplayName(holders.get(id)!) : null);
  const holdingsOf = (register: typeof openingRegister): StatementHolding[] =>
    register.rows.flatMap((row) =>
      row.holdings
        .filter((holding) => BigInt(holding.shares) > 0n)
        .map((holding) => ({
          shareholderId: row.shareholderId,
          name: named(row.shareholderId),
          identification: holders.get(row.shareholderId) ? birthDateOrOrganisationNumber(holders.get(row.shareholderId)!) : '',
          shareTypeId: holding.shareTypeId,
          shares: holding.shares,
        })),
    );
  const opening = holdingsOf(openingRegister);
  const closing = holdingsOf(closingRegister);
  const { changes, dividends, classDividends } = statementChanges(entries, payloads, named);
  const shareClasses = await listShareClasses(em, company);
  const identified = new Map([...holders.values()].map((holder) => [holder.id, rf1086Holder(holder, { allowSyntheticTestNumbers })]));
  const heldClasses = new Set([...opening, ...closing, ...changes].map((holding) => holding.shareTypeId));

  const [filed, lastYear] = [await em.findOne(RegisterStatement, { company, year }), await em.findOne(RegisterStatement, { company, year: year - 1 })];
  const publicRows = await em.find(PublicRegisterHolding, { year, organisationNumber: company.organisationNumber });
  const checks = [
    checkAgainstLastYear(opening, lastYear ? ((lastYear.filing.closing as StatementHolding[] | undefined) ?? []) : null),
    checkAgainstPublicRegister(closing, publicRows.map((row) => ({ identification: row.holderOrganisationNumber ?? String(row.holderBirthYear ?? ''), shares: BigInt(row.shares) }))),
  ];
  const problems = checkFilingFields({
    holders: [...identified].map(([shareholderId, { problems: holderProblems }]) => ({ shareholderId, name: named(shareholderId), problems: holderProblems })),
    shareClasses: shareClasses.filter((shareClass) => heldClasses.has(shareClass.id)).map((shareClass) => ({ shareTypeId: shareClass.id, code: shareClass.code })),
    nominalValue: closingRegister.nominalValue,
    changes,
  });
  const view: RegisterStatementView = {
    organisationNumber: company.organisationNumber,
    companyName: company.name,
    year,
    deadline: statementDeadline(year),
    status: arStatus({ year, sentAt: filed?.sentAt ?? null, now }),
    sentAt: filed?.sentAt.toISOString() ?? null,
    reference: filed?.reference ?? null,
    filingConnected,
    shareClasses: shareClasses.map((shareClass) => ({ shareTypeId: shareClass.id, code: shareClass.code, customNames: shareClass.customNames })),
    opening,
    closing,
    changes,
    dividends,
    checks,
    problems,
  };
  const rf1086: Rf1086Input = {
    organisationNumber: company.organisationNumber,
    companyName: company.name,
    year,
    shareClasses: shareClasses.map((shareClass) => ({ shareTypeId: shareClass.id, code: shareClass.code, name: formatShareClassNames(shareClass, 'nb', (key) => translate('nb', key)).name })),
    nominalValue: { opening: openingRegister.nominalValue, closing: closingRegister.nominalValue },
    opening,
    closing,
    changes,
    dividends: classDividends,
    holders: new Map([...identified].map(([id, { holder }]) => [id, holder])),
  };
  return { view, rf1086 };
};

/** The year's statement as `GET /company/{orgNo}/statement/{year}` answers it. */
export const buildRegisterStatement = async (options: Options): Promise<RegisterStatementView> => (await loadRegisterStatement(options)).view;

/** What is kept of a filed statement (next year's statement is checked against its `closing`): the statement without its standing. */
export const statementFiling = ({ status: _status, sentAt: _sentAt, reference: _reference, filingConnected: _connected, checks: _checks, problems: _problems, ...filing }: RegisterStatementView) => ({
  format: 'andel.aksjonaerregisteroppgave.v1',
  ...filing,
});
