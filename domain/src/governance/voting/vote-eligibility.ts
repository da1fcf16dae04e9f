import { DomainError } from '../../kernel/errors/domain-error';

/**
 * Whether a vote on an item may be cast: a holder excluded from it for a conflict of interest may not vote on it in
 * person, by proxy, or as someone's proxy (aksjeloven § 5-3 (3), aktiebolagslagen 7:46). Refused: the excluded holder's
 * own shares (`voting.excludedFromItem` with `shareholderId`) and any shares an excluded holder votes for another
 * (`voting.proxyExcludedFromItem` with `shareholderId` and `proxyShareholderId`).
 */
export const assertMayVoteOnItem = ({
  excluded,
  shareholderId,
  proxyShareholderId = null,
}: {
  excluded: readonly string[];
  shareholderId: string;
  /** The shareholder who casts the vote as proxy, if the proxy is one. */
  proxyShareholderId?: string | null;
}): void => {
  if (excluded.includes(shareholderId)) throw new DomainError('voting.excludedFromItem', { shareholderId });
  if (proxyShareholderId !== null && excluded.includes(proxyShareholderId)) throw new DomainError('voting.proxyExcludedFromItem', { shareholderId, proxyShareholderId });
};
