import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { TCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import { withForcedAnswers } from '../../register/capital-increase/capital-increase-visibility';
import { checkCapitalIncrease } from '../../register/capital-increase/check-capital-increase';
import type { FormIssue } from '../../register/capital-increase/form-issues';
import { loadRegisterFacts } from '../../register/capital-increase/load-register-facts';
import { requireProjectUnlocked } from '../projects/project-lock';
import { loadOneProjectParts } from '../projects/project-parts';
import { CapitalIncreaseDecision } from './capital-increase-decision.entity';
import { capitalIncreaseView, type CapitalIncreaseView } from './capital-increase-view';
import { findCapitalIncreaseDecision } from './find-capital-increase-decision';

/**
 * `PUT /project/{id}/decisions/{decisionId}/capital-increase`: saves the whole form when every rule of seed 001
 * section 5 holds against the register as it stands; otherwise nothing is written and the issues come back, each
 * with its field and key. A locked project refuses (`projects.documentsLocked`).
 */
export const saveCapitalIncrease = ({ em, actor, company, projectId, decisionId, input }: { em: EntityManager; actor: User; company: Company; projectId: string; decisionId: string; input: TCapitalIncrease }) =>
  em.transactional(async (tx): Promise<{ issues: FormIssue[] } | { view: CapitalIncreaseView }> => {
    const { project, decision, stored } = await findCapitalIncreaseDecision(tx, company, projectId, decisionId);
    requireProjectUnlocked((await loadOneProjectParts(tx, project)).documents);
    const register = await loadRegisterFacts({ em: tx, company });
    const form = withForcedAnswers(input);
    const issues = checkCapitalIncrease(form, register);
    if (issues.length) return { issues };
    const before = stored?.form ?? null;
    if (stored) stored.form = form;
    else tx.create(CapitalIncreaseDecision, { decision, form });
    project.updatedAt = new Date();
    recordAuditEvent({ em: tx, type: 'capitalIncrease.saved', actor, company, before: { projectId, decisionId, form: before }, after: { form } });
    return { view: capitalIncreaseView(decisionId, form, register, false) };
  });
