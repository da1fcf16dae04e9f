import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { formatDate } from '../../kernel/format/date';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { updateShareCapitalArticle } from '../../register/articles/share-capital-article';
import type { AllocationRound } from '../../register/capital-increase/allocation-rounds';
import type { TCapitalIncrease, TShareIssueProperties } from '../../register/capital-increase/capital-increase.schemas';
import { recordTransaction } from '../../register/transactions/record-transaction';
import type { TransactionInput } from '../../register/transactions/transaction-slugs';
import { offersUnchanged } from './allocation-rounds-for';
import { allocationView, type CapitalIncreaseAllocationView } from './allocation-view';
import { CapitalIncreaseAllocation } from './capital-increase-allocation.entity';
import { findAllocation } from './find-allocation';
import { loadAllocationRounds } from './load-allocation-rounds';
import { subscriberShareholders } from './subscriber-shareholders';
import { roundOf } from './stored-rounds';

type Command = { tx: EntityManager; actor: User; company: Company; form: TCapitalIncrease; transactionDate: string };

/** The ISSUE of the confirmed rounds: each allocated line at its subscription price, new subscribers made shareholders. */
const issueOf = async ({ tx, actor, company, form, transactionDate }: Command, properties: TShareIssueProperties, rounds: AllocationRound[]) => {
  const allocated = rounds.flatMap((round) => round.allocations.filter((line) => line.allocatedShares > 0n).map((line) => ({ round, line })));
  const subscribers = [...properties.subscribers, ...properties.preferentialIssueSubscribers];
  const needed = new Set(allocated.filter(({ line }) => !line.shareholderId).map(({ line }) => line.subscriberId));
  const holders = await subscriberShareholders(tx, actor, company, subscribers.filter(({ subscriberid }) => needed.has(subscriberid)));
  const transaction: TransactionInput = {
    kind: 'issue',
    input: {
      organizationnumber: company.organisationNumber,
      transactionDate,
      isBonusIssue: false,
      increaseType: form.contributionTypes.length === 1 && form.contributionTypes[0] === 'debt' ? 'debtConversion' : 'newIssue',
      isPending: true,
      issuedBy: form.usePowerOfAttorney ? 'boardMeetingPowerOfAttorney' : 'generalMeeting',
      shareAllocation: allocated.map(({ round, line }) => ({
        shareholderId: line.shareholderId ?? holders.get(line.subscriberId)!,
        sharetypeId: round.sharetypeId,
        numberOfShares: line.allocatedShares,
        sharePrice: line.subscriptionPrice,
        currency: company.currency,
      })),
    },
  };
  return { transaction, newShareholderIds: [...holders.values()] };
};

/**
 * `POST /project/{id}/decisions/{decisionId}/capital-increase/apply` (seed 002 follow-up step `apply`): writes the
 * decision into the register as one pending entry (not registered in the business register until its registration
 * date is entered): an ISSUE of the confirmed allocation, new share numbers after the highest, or an
 * INCREASE_NOMINAL_VALUE; new subscribers become shareholders, and the share capital article is rewritten when the
 * decision chose it. Refused when applied before, when the allocation is not confirmed, or when the register moved
 * the offers since it was (a transfer behind a preferential round): nothing is written.
 */
export const applyCapitalIncrease = ({ em, actor, company, projectId, decisionId, now = new Date() }: { em: EntityManager; actor: User; company: Company; projectId: string; decisionId: string; now?: Date }) =>
  em.transactional(async (tx): Promise<CapitalIncreaseAllocationView> => {
    const { decision, form, saved } = await findAllocation(tx, company, projectId, decisionId, { lock: true });
    if (saved?.appliedEntryId) throw new DomainError('capitalIncrease.allocation.alreadyApplied');
    const command = { tx, actor, company, form, transactionDate: now.toISOString() };
    const properties = form.properties;
    let rounds: AllocationRound[] = [];
    let recorded: { transaction: TransactionInput; newShareholderIds: string[] };
    if (properties?.type === 'increaseNominalValue') {
      if (!properties.increaseInNominalValue) throw new DomainError('capitalIncrease.allocation.notConfirmed');
      recorded = { transaction: { kind: 'increasenominalvalue', input: { organizationnumber: company.organisationNumber, transactionDate: command.transactionDate, increaseInNominalValue: properties.increaseInNominalValue, isPending: true } }, newShareholderIds: [] };
    } else {
      if (properties?.type !== 'shareIssue' || !saved?.isAllocationCompleted) throw new DomainError('capitalIncrease.allocation.notConfirmed');
      rounds = saved.rounds.map(roundOf);
      if (!offersUnchanged(rounds, await loadAllocationRounds(tx, company, form, decisionId))) throw new DomainError('capitalIncrease.allocation.registerMoved');
      recorded = await issueOf(command, properties, rounds);
    }
    const { entry } = await recordTransaction({ em: tx, actor, company, transaction: recorded.transaction });
    const allocation = saved ?? tx.create(CapitalIncreaseAllocation, { decision, rounds: [], isAllocationCompleted: false });
    allocation.appliedEntryId = entry.id;
    allocation.appliedAt = now;
    if (form.updateArticlesAutomatically) await updateShareCapitalArticle({ em: tx, actor, company, date: formatDate(now) });
    recordAuditEvent({
      em: tx,
      type: 'capitalIncrease.applied',
      actor,
      company,
      before: { decisionId },
      after: { entryId: entry.id, transactionType: entry.type as 'ISSUE' | 'INCREASE_NOMINAL_VALUE', newShareholderIds: recorded.newShareholderIds, shareCapitalArticleUpdated: form.updateArticlesAutomatically },
    });
    return allocationView(decisionId, form, rounds, allocation);
  });
