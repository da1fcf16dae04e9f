import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { renameCompany } from '../../platform/companies/rename-company';
import type { User } from '../../platform/users/user.entity';
import { getRegister } from '../../register/read-model/get-register';
import { recordTransaction } from '../../register/transactions/record-transaction';
import { freeInstantOnDay } from '../../register/transactions/free-instant-on-day';
import type { DecisionEffect } from '../decision-documents/decision-effects';
import { loadResolutionContext } from '../decision-documents/load-resolution-context';
import { applyArticleEffect } from './apply-article-effect';
import { applyRoleEffect } from './apply-role-effect';
import type { AppliedWrite } from './decision-apply-views';
import type { ApplySummary } from './decision-apply-views';
import { registerDateOf, registerTransactionOf, type RegisterEffect } from './register-transaction-of';

/** The effects an apply writes; the others (auditor, procura, authorisations…) change nothing the platform holds. */
export type ApplicableEffect = RegisterEffect | Extract<DecisionEffect, { kind: 'COMPANY_NAME' | 'BOARD' | 'CEO' | 'ARTICLE_CHANGE' }>;
const applicableKinds = ['PAY_DIVIDEND', 'SPLIT', 'REVERSE_SPLIT', 'BONUS_ISSUE', 'CAPITAL_REDUCTION', 'SHARE_CONVERSION', 'COMPANY_NAME', 'BOARD', 'CEO', 'ARTICLE_CHANGE'] as const;
export const isApplicable = (effect: DecisionEffect | null): effect is ApplicableEffect => !!effect && (applicableKinds as readonly string[]).includes(effect.kind);

const isRegisterEffect = (effect: ApplicableEffect): effect is RegisterEffect => !['COMPANY_NAME', 'BOARD', 'CEO', 'ARTICLE_CHANGE'].includes(effect.kind);

type EffectCommand = { em: EntityManager; company: Company; effect: ApplicableEffect; meetingDate: string };

/** The register effect's transaction, checked against the register as of its date (without writing). */
const plannedTransaction = async ({ em, company, effect, meetingDate }: EffectCommand & { effect: RegisterEffect }) => {
  const date = registerDateOf(effect, meetingDate);
  const register = await getRegister({ em, company, date });
  const transactionDate = await freeInstantOnDay(em, company, date);
  return { register, transaction: registerTransactionOf(effect, { organisationNumber: company.organisationNumber, currency: company.currency, meetingDate, register, transactionDate }) };
};

/** What the apply will write, in words, or the key it is refused with as the register stands. */
export const summaryOf = async (command: EffectCommand): Promise<ApplySummary> => {
  const { effect } = command;
  switch (effect.kind) {
    case 'PAY_DIVIDEND': {
      const { register } = await plannedTransaction({ ...command, effect });
      const paid = new Set(effect.perClass.map(({ shareClassId }) => shareClassId));
      const holders = register.rows.filter((row) => row.holdings.some((holding) => paid.has(holding.shareTypeId) && BigInt(holding.shares) > 0n)).length;
      const { classes } = await loadResolutionContext({ em: command.em, company: command.company, meetingDate: command.meetingDate });
      const amountsPerClass = effect.perClass.map(({ shareClassId, amountPerShare }) => ({
        names: classes.find(({ id }) => id === shareClassId)?.names ?? { no: '', sv: '', en: '' },
        amountPerShare,
        currency: command.company.currency,
      }));
      return { kind: effect.kind, params: { holders, recordDate: effect.recordDate, paymentDate: effect.paymentDate }, amountsPerClass };
    }
    case 'SPLIT':
    case 'REVERSE_SPLIT': {
      const { register } = await plannedTransaction({ ...command, effect });
      const after = (BigInt(register.totalShares) * BigInt(effect.to)) / BigInt(effect.from);
      return { kind: effect.kind, params: { from: effect.from, to: effect.to, date: effect.effectiveDate, sharesBefore: register.totalShares, sharesAfter: after.toString() } };
    }
    case 'BONUS_ISSUE':
    case 'CAPITAL_REDUCTION':
    case 'SHARE_CONVERSION':
      await plannedTransaction({ ...command, effect });
      return { kind: effect.kind, params: effect.kind === 'SHARE_CONVERSION' ? { shares: effect.shares } : { amount: effect.amount } };
    case 'COMPANY_NAME':
      return { kind: effect.kind, params: { name: effect.name } };
    case 'BOARD':
      return { kind: effect.kind, params: { members: effect.members.map(({ name }) => name).join(', ') } };
    case 'CEO':
      return { kind: effect.kind, params: { name: effect.name } };
    case 'ARTICLE_CHANGE':
      return { kind: effect.kind, params: { paragraph: effect.paragraph } };
  }
};

/** Writes the effect through the room that owns it: the register's transaction, the company's name, its roles, its articles. */
export const applyEffect = async (command: EffectCommand & { actor: User }): Promise<AppliedWrite> => {
  const { em, actor, company, effect } = command;
  if (isRegisterEffect(effect)) {
    const { transaction } = await plannedTransaction({ ...command, effect });
    const { entry } = await recordTransaction({ em, actor, company, transaction });
    return { kind: 'TRANSACTION', entryId: entry.id, transactionType: entry.type };
  }
  switch (effect.kind) {
    case 'COMPANY_NAME': {
      if (!effect.name.trim()) throw new DomainError('decisionApply.invalidInput', { field: 'name', code: 'required' });
      const { before, after } = await renameCompany({ em, actor, company, name: effect.name.trim() });
      return { kind: 'COMPANY_NAME', before, after };
    }
    case 'BOARD':
    case 'CEO':
      return applyRoleEffect({ em, actor, company, effect });
    case 'ARTICLE_CHANGE':
      return applyArticleEffect({ em, actor, company, effect });
  }
};
