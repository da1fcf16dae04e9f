import { DomainError } from '../../kernel/errors/domain-error';
import type { ErrorCode } from '../../collected/error-codes';
import { isLedgerError } from './ledger-error';

/**
 * Runs the ledger's pure rules and turns a refusal into a `DomainError` with the ledger's code, or with
 * `refusal` (the ledger's code then in `reason`) when a correction is refused because of a later entry.
 */
export const underLedgerRules = <T>(run: () => T, refusal?: ErrorCode): T => {
  try {
    return run();
  } catch (error) {
    if (!isLedgerError(error)) throw error;
    throw refusal ? new DomainError(refusal, { ...error.params, reason: error.code }) : new DomainError(error.code, error.params);
  }
};
