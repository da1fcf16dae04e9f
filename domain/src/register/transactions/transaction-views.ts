// What the transaction log's calls answer, shared by the domain and BFF that build it and the console that shows it.
import type { TransactionAttachmentInfo } from '../attachments/transaction-attachment.schemas';
import type { Correction, TransactionType } from '../log/log-entry-types';

/** Who recorded an entry or a correction; null when no user did (the user is gone, or the system recorded it). */
export type RecordedBy = { id: string; name: string | null; email: string } | null;

/**
 * A log entry as the log's calls answer it (`GET /transactionlog/all/{orgNo}`, `/company/{orgNo}/shareholders/transactions`),
 * at its effective date: `updatedDate` is set when a correction moved it.
 */
export type LogEntryView = {
  id: string;
  transactionlogId: string;
  sequence: number;
  transactionType: TransactionType;
  transactionDate: string;
  updatedDate: string | null;
  /** The command as entered. */
  payload: Record<string, unknown>;
  /** What the entry set besides moving shares: nominal value, dividend per holder, ... */
  effects: Record<string, unknown>;
  isPending: boolean;
  createdAt: string;
};

/** The seed's date messages for a recorded or moved entry, react-admin style. */
export type TransactionDateWarnings = {
  laterTransactions: number;
  isFutureDate: boolean;
  warnings: { message: string; args: Record<string, number> }[];
};

/** `POST /transaction/{type}` and a change of an entry's date: the entry and the date messages. */
export type RecordedLogEntry = LogEntryView & TransactionDateWarnings;

/** `DELETE /transaction/{type}/{id}`: the entry, and the correcting entry that deletes it. */
export type DeletedTransaction = { id: string; correctionId: string };

/** What one holder (or the company, `shareholderId` null) gave and received of one class in an entry; share numbers as "1-500,901-1000". */
export type PostingLine = {
  shareholderId: string | null;
  name: string | null;
  sharetypeId: string;
  shareTypeCode: string;
  quantity: string;
  received: string;
  given: string;
};

/** A correcting entry: what it changed, when and by whom. */
export type CorrectionRecord = {
  id: string;
  correction: Correction;
  transactionDate: string;
  payload: Record<string, unknown>;
  createdAt: string;
  createdBy: RecordedBy;
};

/** `GET /transactionlog/{id}`: one entry with its postings per holder and class, its corrections and its attachments. */
export type TransactionRecord = LogEntryView & {
  isDeleted: boolean;
  createdBy: RecordedBy;
  postings: PostingLine[];
  corrections: CorrectionRecord[];
  attachments: TransactionAttachmentInfo[];
};

/** `GET /company/{orgNo}/transactions/date-check`: the seed's date rules for a date about to be entered. */
export type TransactionDateCheck = { existingTransactionOnDate: boolean; isFutureDate: boolean; laterTransactions: number };

/** One holder's own transaction as it counts today, per class: the net change and the share numbers received and given. */
export type ShareholderTransaction = {
  transactionlogId: string;
  transactionType: TransactionType;
  transactionDate: string;
  shareTypeId: string;
  /** Net change of the holder's shares of the class (negative when shares left). */
  change: string;
  received: string;
  given: string;
};
