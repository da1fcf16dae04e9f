import type { TransactionType } from '../log/log-entry-types';

/** A posting as OCF's securities are drawn from it: positive to the holder, negative from (the issuer's side is left out). */
export type OcfPosting = { shareholderId: string; shareClassId: string; quantity: bigint; numberFrom: bigint; numberTo: bigint };
/** An entry as it counts today (corrections applied), in the register's order (date, then sequence). */
export type OcfEntry = { id: string; type: TransactionType; date: string; postings: OcfPosting[]; priceOf: (shareholderId: string, shareClassId: string) => string | null };

type Security = { id: string; shareholderId: string; shareClassId: string; numberFrom: bigint; numberTo: bigint };

const transferTypes: readonly TransactionType[] = ['BUY_SELL', 'GIFT', 'INHERITANCE', 'OTHER_TRANSFER'];
const overlaps = (a: { numberFrom: bigint; numberTo: bigint }, b: { numberFrom: bigint; numberTo: bigint }) => a.numberFrom <= b.numberTo && b.numberFrom <= a.numberTo;
const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * The register's history as OCF stock transactions: every run of share numbers a holder receives is a security
 * (`TX_STOCK_ISSUANCE` with its `share_numbers_issued`); shares leaving a holder end the securities they were in, by
 * `TX_STOCK_TRANSFER` to the securities made of them in a transfer (buy/sell, gift, inheritance, other), else by
 * `TX_STOCK_CANCELLATION` with the entry's type as reason (a cancellation, or a split, merger or conversion, whose
 * new shares are issued anew); what a holder keeps of an ended security is issued again as its balance.
 */
export const ocfStockTransactions = (entries: readonly OcfEntry[], currency: string): Record<string, unknown>[] => {
  const live = new Map<string, Security[]>();
  const holdingKey = (shareholderId: string, shareClassId: string) => `${shareholderId}/${shareClassId}`;
  const transactions: Record<string, unknown>[] = [];
  let serial = 0;
  const hold = (security: Security) => live.set(holdingKey(security.shareholderId, security.shareClassId), [...(live.get(holdingKey(security.shareholderId, security.shareClassId)) ?? []), security]);
  const issue = (entry: OcfEntry, security: Omit<Security, 'id'>, comment?: string): Security => {
    const issued = { id: `${entry.id}-security-${++serial}`, ...security };
    transactions.push({
      object_type: 'TX_STOCK_ISSUANCE',
      id: `${issued.id}-issuance`,
      security_id: issued.id,
      custom_id: `${security.numberFrom}-${security.numberTo}`,
      date: entry.date,
      stakeholder_id: security.shareholderId,
      stock_class_id: security.shareClassId,
      share_price: { amount: entry.priceOf(security.shareholderId, security.shareClassId) ?? '0', currency },
      quantity: String(security.numberTo - security.numberFrom + 1n),
      share_numbers_issued: [{ starting_share_number: String(security.numberFrom), ending_share_number: String(security.numberTo) }],
      security_law_exemptions: [],
      stock_legend_ids: [],
      comments: [`andel:entry=${entry.id}`, `andel:type=${entry.type}`, ...(comment ? [comment] : [])],
    });
    return issued;
  };
  for (const entry of entries) {
    const received = entry.postings.filter((posting) => posting.quantity > 0n).map((posting) => issue(entry, posting));
    for (const posting of entry.postings.filter((item) => item.quantity < 0n)) {
      const key = holdingKey(posting.shareholderId, posting.shareClassId);
      for (const security of (live.get(key) ?? []).filter((item) => overlaps(item, posting))) {
        live.set(key, live.get(key)!.filter((item) => item !== security));
        const moved = { numberFrom: max(security.numberFrom, posting.numberFrom), numberTo: min(security.numberTo, posting.numberTo) };
        const kept = [
          ...(security.numberFrom < moved.numberFrom ? [{ numberFrom: security.numberFrom, numberTo: moved.numberFrom - 1n }] : []),
          ...(moved.numberTo < security.numberTo ? [{ numberFrom: moved.numberTo + 1n, numberTo: security.numberTo }] : []),
        ].map((range) => issue(entry, { shareholderId: security.shareholderId, shareClassId: security.shareClassId, ...range }, `andel:balance-of=${security.id}`));
        kept.forEach(hold);
        const resulting = transferTypes.includes(entry.type)
          ? received.filter((item) => item.shareClassId === security.shareClassId && item.shareholderId !== security.shareholderId && overlaps(item, moved))
          : [];
        const common = {
          id: `${security.id}-${entry.id}`,
          security_id: security.id,
          date: entry.date,
          quantity: String(moved.numberTo - moved.numberFrom + 1n),
          ...(kept[0] ? { balance_security_id: kept[0].id } : {}),
          comments: [`andel:entry=${entry.id}`, `andel:type=${entry.type}`, `andel:share-numbers=${moved.numberFrom}-${moved.numberTo}`],
        };
        transactions.push(
          resulting.length > 0
            ? { object_type: 'TX_STOCK_TRANSFER', ...common, resulting_security_ids: resulting.map((item) => item.id) }
            : { object_type: 'TX_STOCK_CANCELLATION', ...common, reason_text: entry.type },
        );
      }
    }
    // Held from here on: the entry's outgoing shares are those held before it.
    received.forEach(hold);
  }
  return transactions;
};
