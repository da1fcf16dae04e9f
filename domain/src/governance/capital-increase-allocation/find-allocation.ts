import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { AllocationRound } from '../../register/capital-increase/allocation-rounds';
import { emptyCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import { findCapitalIncreaseDecision } from '../capital-increase-decisions/find-capital-increase-decision';
import { withSavedAllocation } from './allocation-rounds-for';
import { CapitalIncreaseAllocation } from './capital-increase-allocation.entity';
import { loadAllocationRounds } from './load-allocation-rounds';
import { roundOf } from './stored-rounds';

/**
 * The decision, its form and its saved allocation; `lock` holds the allocation's row for the command (two applies
 * of one decision queue, and the second finds the first's entry).
 */
export const findAllocation = async (em: EntityManager, company: Company, projectId: string, decisionId: string, { lock = false } = {}) => {
  const { project, decision, stored } = await findCapitalIncreaseDecision(em, company, projectId, decisionId);
  const saved = await em.findOne(CapitalIncreaseAllocation, { decision }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
  return { project, decision, form: stored?.form ?? emptyCapitalIncrease(), hasForm: !!stored, saved };
};

/** The rounds as they stand: once confirmed, as confirmed; before, as the form and the register offer today with what was saved. */
export const currentRounds = async (em: EntityManager, company: Company, { decision, form, saved }: Pick<Awaited<ReturnType<typeof findAllocation>>, 'decision' | 'form' | 'saved'>): Promise<AllocationRound[]> => {
  if (saved?.isAllocationCompleted) return saved.rounds.map(roundOf);
  return withSavedAllocation(await loadAllocationRounds(em, company, form, decision.id), saved?.rounds.map(roundOf) ?? []);
};
