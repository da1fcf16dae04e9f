import { parseDecimal, votesPerShareDecimals } from './decimal';
import { LedgerError } from './ledger-error';
import type { StateChange } from './ledger-transaction';
import type { RegisterState } from './register-state';

/** A class as a command introduces it (or changes its votes): votes per share as a decimal string. */
export type ShareClassDefinition = { shareClassId: string; votesPerShare: string };

/** The `shareClass` state changes for definitions that are new or change the votes per share. */
export const shareClassChanges = (state: RegisterState, definitions: readonly ShareClassDefinition[] = []): StateChange[] =>
  definitions.flatMap(({ shareClassId, votesPerShare }) => {
    const votes = parseDecimal(votesPerShare, 'invalidVotesPerShare', votesPerShareDecimals).toFixed();
    return state.shareClasses[shareClassId]?.votesPerShare === votes ? [] : [{ kind: 'shareClass', shareClassId, votesPerShare: votes }];
  });

/** `unknownShareClass` unless the class is in the register or among the command's definitions. */
export const assertKnownShareClass = (state: RegisterState, shareClassId: string, definitions: readonly ShareClassDefinition[] = []): void => {
  if (!state.shareClasses[shareClassId] && !definitions.some((definition) => definition.shareClassId === shareClassId))
    throw new LedgerError('unknownShareClass', { shareClassId });
};
