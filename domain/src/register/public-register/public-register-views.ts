// What the public register calls answer, shared by the domain that builds it and the console that shows it.
import type { PublicRegisterLoadStatus, RefusedRow } from './public-register-load.entity';
import type { RefusalReason } from './public-register-row';

/** `POST /super-admin/public-register/{year}` and `GET /super-admin/public-register/loads/{id}`: a load and its progress. */
export type PublicRegisterLoadView = {
  id: string;
  year: number;
  status: PublicRegisterLoadStatus;
  fileName: string;
  fileBytes: number;
  bytesRead: number;
  rowsRead: number;
  rowsLoaded: number;
  rowsRefused: number;
  refusalCounts: Partial<Record<RefusalReason, number>>;
  /** The first refused rows with their line in the file (all are counted in `refusalCounts`). */
  refusedRows: RefusedRow[];
  errorCode: string | null;
  startedAt: string;
  finishedAt: string | null;
};

/** `GET /company/{orgNo}/auto-import`: what the dashboard offers or asks to confirm. */
export type AutoImportState = {
  /** The latest loaded year holds the company and its log is empty: auto-import is offered. */
  offer: { year: number; holders: number } | null;
  /** The seed's confirmation section: the log is exactly the unconfirmed AUTOIMPORT entry. */
  section: { year: number; transactionDate: string } | null;
  /** An AUTOIMPORT entry alone in the log that the admin confirmed (hid): "show again" brings the section back. */
  confirmed: boolean;
};
