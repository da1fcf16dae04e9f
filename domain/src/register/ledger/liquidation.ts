import { holderAccount, issuerAccount, movePostings, type LedgerTransaction } from './ledger-transaction';
import { allHoldings, assertNotLiquidated, type RegisterState } from './register-state';

/**
 * LIQUIDATION: on the liquidation date every share goes back to the issuer and the register is closed:
 * every later command is refused with `companyLiquidated`. Distributions to the holders are outside the register.
 */
export const liquidation = (state: RegisterState): LedgerTransaction => {
  assertNotLiquidated(state);
  return {
    postings: allHoldings(state).flatMap(({ shareholderId, shareClassId, intervals }) =>
      movePostings(holderAccount(shareholderId), issuerAccount, shareClassId, intervals),
    ),
    stateChanges: [{ kind: 'liquidation' }],
  };
};
