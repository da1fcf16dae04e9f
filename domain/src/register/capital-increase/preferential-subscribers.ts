import type { TShareIssueProperties, TSubscriber } from './capital-increase.schemas';
import { preferentialAllocation, type PreferentialHolding } from './preferential-allocation';

/** What the register says of a holder that the subscriber list shows: its name, email and whether it is a company. */
export type HolderContact = { name: string; email: string | null; isCompany: boolean };

const count = (typed: string | null): bigint => (typed !== null && /^\d+$/.test(typed.trim()) ? BigInt(typed.trim()) : 0n);

/**
 * The subscribers of a preferential issue: every current holder offered at least one new share, with the shares of
 * each issued class it is offered in proportion to its holding of that class (seed 001 section 9; the most shares the
 * issue may have, for an interval). A holder already listed keeps its ids, email and signers, so refreshing the list
 * after the count changed keeps what the admin typed; its offer follows the register. Ordered by name.
 */
export const preferentialSubscribersFor = (
  properties: TShareIssueProperties,
  holdingsOf: (sharetypeId: string) => readonly PreferentialHolding[],
  contactOf: (shareholderId: string) => HolderContact | undefined,
): TSubscriber[] => {
  const offers = new Map<string, Map<string, bigint>>();
  for (const line of properties.shareIssuePerShareTypes) {
    const issued = count(line.issueMode.type === 'fixed' ? line.issueMode.numberOfShares : line.issueMode.to);
    for (const { shareholderId, offeredShares } of preferentialAllocation(holdingsOf(line.sharetypeId), issued)) {
      if (offeredShares === 0n) continue;
      offers.set(shareholderId, (offers.get(shareholderId) ?? new Map()).set(line.sharetypeId, offeredShares));
    }
  }
  const listed = new Map(properties.preferentialIssueSubscribers.filter(({ shareholderId }) => shareholderId).map((subscriber) => [subscriber.shareholderId!, subscriber]));
  return [...offers]
    .flatMap(([shareholderId, offered]) => {
      const contact = contactOf(shareholderId);
      if (!contact) return [];
      const before = listed.get(shareholderId);
      const subscriber: TSubscriber = {
        subscriberid: before?.subscriberid ?? crypto.randomUUID(),
        shareholderId,
        name: contact.name,
        email: before?.email || contact.email || '',
        address: before?.address ?? '',
        isExisting: true,
        isCompany: contact.isCompany,
        organisationNumber: null,
        contactName: before?.contactName ?? null,
        subscriptions: properties.shareIssuePerShareTypes.map((line) => ({
          id: before?.subscriptions.find(({ sharetypeId }) => sharetypeId === line.sharetypeId)?.id ?? crypto.randomUUID(),
          sharetypeId: line.sharetypeId,
          shareTypeCode: line.sharetypeCode,
          numberOfShares: (offered.get(line.sharetypeId) ?? 0n).toString(),
          subscriptionPrice: null,
        })),
        signers: before?.signers ?? [],
        debtContribution: before?.debtContribution ?? null,
        cashContribution: before?.cashContribution ?? null,
        kindContribution: before?.kindContribution ?? null,
      };
      return [subscriber];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'nb') || (a.shareholderId! < b.shareholderId! ? -1 : 1));
};
