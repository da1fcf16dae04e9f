import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { allocationIssues, canConfirmAllocation, type AllocationRound } from '../../register/capital-increase/allocation-rounds';
import type { TAllocationSave } from '../../register/capital-increase/allocation.schemas';
import type { FormIssue } from '../../register/capital-increase/form-issues';
import { withSavedAllocation } from './allocation-rounds-for';
import { allocationView, type CapitalIncreaseAllocationView } from './allocation-view';
import { CapitalIncreaseAllocation } from './capital-increase-allocation.entity';
import { findAllocation } from './find-allocation';
import { loadAllocationRounds } from './load-allocation-rounds';
import { storedRound } from './stored-rounds';

/** The input's allocated shares and completed flags on the rounds offered today; a round or line not offered is refused. */
const entered = (fresh: AllocationRound[], input: TAllocationSave): AllocationRound[] => {
  const rounds = new Map(fresh.map((round) => [round.id, round]));
  for (const round of input.allocationRounds) {
    const offered = rounds.get(round.id);
    const lines = new Set(offered?.allocations.map(({ id }) => id));
    if (!offered || round.allocations.some(({ id }) => !lines.has(id))) throw new DomainError('capitalIncrease.allocation.unknownRound', { roundId: round.id });
  }
  return withSavedAllocation(fresh, input.allocationRounds);
};

/**
 * `PUT /project/{id}/decisions/{decisionId}/capital-increase/allocation` (seed 001 section 7, "saving share
 * allocation"): the allocated shares per round, and with `isAllocationCompleted` the confirmation, which needs every
 * round fully allocated (`capitalIncrease.allocation.incomplete`). No round may be over-allocated (section 5). A
 * refusal writes nothing; an applied allocation is not changed again.
 */
export const saveCapitalIncreaseAllocation = ({ em, actor, company, projectId, decisionId, input }: { em: EntityManager; actor: User; company: Company; projectId: string; decisionId: string; input: TAllocationSave }) =>
  em.transactional(async (tx): Promise<{ issues: FormIssue[] } | { view: CapitalIncreaseAllocationView }> => {
    const { decision, form, saved } = await findAllocation(tx, company, projectId, decisionId, { lock: true });
    if (saved?.appliedEntryId) throw new DomainError('capitalIncrease.allocation.alreadyApplied');
    const rounds = entered(await loadAllocationRounds(tx, company, form, decisionId), input);
    const issues: FormIssue[] = allocationIssues(rounds);
    if (input.isAllocationCompleted && !canConfirmAllocation(rounds)) issues.push({ path: ['isAllocationCompleted'], message: 'capitalIncrease.allocation.incomplete' });
    if (issues.length) return { issues };
    const before = saved ? { decisionId, rounds: saved.rounds, isAllocationCompleted: saved.isAllocationCompleted } : { decisionId, rounds: null };
    const after = { rounds: rounds.map(storedRound), isAllocationCompleted: input.isAllocationCompleted };
    const confirmedAt = input.isAllocationCompleted ? new Date() : null;
    const allocation = saved ?? tx.create(CapitalIncreaseAllocation, { decision, rounds: after.rounds, isAllocationCompleted: false });
    Object.assign(allocation, after, { confirmedAt });
    recordAuditEvent({ em: tx, type: 'capitalIncrease.allocationSaved', actor, company, before, after });
    return { view: allocationView(decisionId, form, rounds, allocation) };
  });
