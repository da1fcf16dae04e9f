import type { TransactionType } from '../log/log-entry-types';
import type { ShareClassCode } from '../share-classes/share-class-codes';

/**
 * The RF-1086 codes Andel writes, each one in Skatteetaten's code lists (the September 2026 XSDs enumerate them:
 * `KodelisteAksjeklasse`, `KodelisteErvervtype`, `KodelisteSKD_RF1086_TransTyper_p25`) and in its published examples
 * (formation `T`, purchase `K`, sale `R`, ordinary dividend `Y`, cash issue `N`).
 */

/** Ordinary shares are `01` (Skatteetaten's API example). Other classes have no code Andel can derive: flagged, written as their name. */
export const rf1086ShareClassCode = (code: ShareClassCode): string | null => (code === 'COMMON' ? '01' : null);

/** Post 22, how a holder acquired shares (`AksjeErvervType`). */
export const rf1086AcquisitionCodes: Partial<Record<TransactionType, string>> = { BUY_SELL: 'K', INHERITANCE: 'A', GIFT: 'G', INCORPORATION: 'T', ISSUE: 'N' };

/** Post 24, how a holder gave shares up (`AksjerArvMvOmsattType`). */
export const rf1086DisposalCodes: Partial<Record<TransactionType, string>> = { BUY_SELL: 'R', INHERITANCE: 'A', GIFT: 'G', LIQUIDATION: 'L' };

/** Post 9, new shares of the class (`AksjerNyutstedteStiftelseMvType`). */
export const rf1086IssueCodes: Partial<Record<TransactionType, string>> = { INCORPORATION: 'T', ISSUE: 'N' };

/** Post 8, an ordinary dividend (`AksjeUtbytteHendelsestype`). */
export const rf1086DividendCode = 'Y';

/** Entries whose holder changes the forms carry; any other entry type of the year is flagged to be filed by hand. */
export const rf1086ReportedTypes = new Set<TransactionType>([...Object.keys(rf1086AcquisitionCodes), ...Object.keys(rf1086DisposalCodes)] as TransactionType[]);
