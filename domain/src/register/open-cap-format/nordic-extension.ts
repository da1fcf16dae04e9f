import type { Correction, TransactionType } from '../log/log-entry-types';
import type { ShareClassCode, ShareClassCustomName } from '../share-classes/share-class-codes';

/** A run of share numbers moved to (positive) or from (negative) a holder, or the issuer (`stakeholderId` null). */
export type NordicPosting = { stakeholderId: string | null; stockClassId: string; quantity: string; numberFrom: string; numberTo: string };

/** One entry of the append-only log as stored: the command as entered (`payload`), what it set (`effects`) and its postings. */
export type NordicLogEntry = {
  id: string;
  sequence: number;
  type: TransactionType;
  transactionDate: string;
  payload: Record<string, unknown>;
  effects: Record<string, unknown>;
  isPending: boolean;
  correction: Correction | null;
  /** The id of the entry a correction corrects. */
  corrects: string | null;
  postings: NordicPosting[];
};

export type NordicStockClass = {
  /** The OCF stock class's id. */
  id: string;
  code: ShareClassCode;
  votesPerShare: string;
  historical: boolean;
  customNames: ShareClassCustomName[];
  /** Votes per share from each date on (YYYY-MM-DD). */
  votes: { validFrom: string; votesPerShare: string }[];
};

/** A holder's register columns (pledge, identity numbers, address, bank details, ...) by name; the OCF stakeholder's id. */
export type NordicStakeholder = { id: string; shareholder: Record<string, string | boolean | null> };

/**
 * Andel's Nordic extension of an OCF package: what the register holds that OCF has no field for. Share numbers
 * (also in the issuances' `share_numbers_issued`) and every move of them, the nominal value and its changes,
 * dividends (PAY_DIVIDEND entries with the amount per holder in their effects), pledges (the holder's `isPledged` and
 * `pledgeComment`), and the whole log as recorded, corrections included, from which an import rebuilds the register.
 */
export type NordicExtension = {
  extension: 'andel-nordic';
  version: 1;
  issuer: { organisationNumber: string; name: string; country: string; currency: string };
  /** The nominal value per share today (OCF's `par_value` of every class). */
  nominalValue: string | null;
  stockClasses: NordicStockClass[];
  stakeholders: NordicStakeholder[];
  log: NordicLogEntry[];
};
