// What the shareholder register statement calls answer, shared by the domain and the apps.
import type { TransactionType } from '../log/log-entry-types';
import type { ShareClassCode, ShareClassCustomName } from '../share-classes/share-class-codes';

/** AR status of a year's statement (seed 000: the portfolio's ar-status tab). */
export const arStatuses = ['NotSent', 'Overdue', 'Sent'] as const;
export type ArStatus = (typeof arStatuses)[number];

/** A holder's shares of one class at a date. */
export type StatementHolding = { shareholderId: string; name: string | null; identification: string; shareTypeId: string; shares: string };

/** A holder's net change of one class in one entry of the year, with the price per share when the entry has one. */
export type StatementChange = {
  entryId: string;
  transactionType: TransactionType;
  transactionDate: string;
  shareTypeId: string;
  shareholderId: string;
  name: string | null;
  change: string;
  pricePerShare: string | null;
};

export type StatementDividend = { entryId: string; transactionDate: string; shareholderId: string; name: string | null; amount: string };

export type StatementCheck = { check: 'lastYear' | 'publicRegister'; outcome: 'match' | 'mismatch' | 'unavailable'; differences: number };

/** What the RF-1086 forms cannot say as Skatteetaten needs it, shown before the download (`statement.problem.<problem>`). */
export const statementProblems = [
  'missingNationalId',
  'invalidNationalId',
  'missingOrganisationNumber',
  'invalidOrganisationNumber',
  'missingForeignIdentification',
  'missingAddress',
  'unknownPostalCode',
  'nameTooLong',
  'shareClassCode',
  'missingNominalValue',
  'transactionType',
] as const;
export type StatementProblemKind = (typeof statementProblems)[number];
/** A problem of one holder, one share class, or one entry of the year (its type), as the kind says. */
export type StatementProblem = { problem: StatementProblemKind; shareholderId?: string; name?: string | null; shareTypeId?: string; transactionType?: TransactionType };

/** `GET /company/{orgNo}/statement/{year}`: the year's statement as filed, its checks, and where it stands. */
export type RegisterStatementView = {
  organisationNumber: string;
  companyName: string;
  year: number;
  /** 31 January of the next year. */
  deadline: string;
  status: ArStatus;
  sentAt: string | null;
  reference: string | null;
  /** Whether the tax authority's filing service is configured; without it the statement is a file to download. */
  filingConnected: boolean;
  shareClasses: { shareTypeId: string; code: ShareClassCode; customNames: ShareClassCustomName[] }[];
  opening: StatementHolding[];
  closing: StatementHolding[];
  changes: StatementChange[];
  dividends: StatementDividend[];
  checks: StatementCheck[];
  /** Missing or invalid national ids, addresses and share-class fields of the RF-1086 forms; empty when they can be filed as they are. */
  problems: StatementProblem[];
};

/** `GET /statement/ar-status`: the last full year's status of each Norwegian company the user administers. */
export type ArStatusRow = { organisationNumber: string; name: string; year: number; deadline: string; status: ArStatus; sentAt: string | null };
