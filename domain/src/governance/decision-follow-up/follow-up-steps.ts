import type { DecisionType } from '../decisions/decision-catalogue';
import type { FollowUpStepStatus, FollowUpStepType, RequiredAttachmentKind } from './decision-follow-up-constants';

/** A step a decision type goes through, with the attachment kind it asks for (attachment and identification). */
type PlannedStep = { type: FollowUpStepType; attachmentType: RequiredAttachmentKind | null };

const step = (type: FollowUpStepType, attachmentType: RequiredAttachmentKind | null = null): PlannedStep => ({ type, attachmentType });
const toRegister = [step('sendToBR'), step('apply')];
const identified = (kind: RequiredAttachmentKind) => [step('identification', kind), ...toRegister];

/**
 * The steps of each decision type after the meeting (seed 002: follow-up step types), in the seed's order. A capital
 * change needs the contribution confirmations; a role needs the identifications the seed names; a change the
 * business register records is sent to it; a change the register holds is applied (docs/decisions/governance/decision-follow-up.md).
 */
const plans: Partial<Record<DecisionType, readonly PlannedStep[]>> = {
  capitalIncreaseThroughBonusIssue: [step('attachment', 'shareCapitalContributionConfirmations'), ...toRegister],
  reductionOfShareCapital: toRegister,
  splitShare: toRegister,
  reverseSplitShare: toRegister,
  conversionOfShares: [step('apply')],
  dividend: [step('apply')],
  electionOfCompanyBoard: identified('boardElectionIdentifications'),
  assignsNewCompanyBoard: identified('boardElectionIdentifications'),
  employmentOfManagingDirector: identified('ceoEmploymentIdentification'),
  procura: [step('identification', 'procuraIdentification'), step('sendToBR')],
  boardAssignsSignature: [step('sendToBR')],
  companyName: toRegister,
  auditor: [step('sendToBR')],
  noAuditor: [step('sendToBR')],
  changeCompanyNameInArticlesOfAssociation: toRegister,
  changeRegisteredOfficeInArticlesOfAssociation: toRegister,
  changeBusinessActivityInArticlesOfAssociation: toRegister,
  changeShareCapitalInArticlesOfAssociation: toRegister,
  changeBoardInArticlesOfAssociation: toRegister,
  changeSignatureInArticlesOfAssociation: toRegister,
  changeShareTransferInArticlesOfAssociation: toRegister,
};

/** The steps of a decision type; the increase of share capital sends subscription forms only when it uses them. */
export const stepPlanOf = (type: DecisionType, hasSubscriptionForm: boolean): readonly PlannedStep[] =>
  type === 'increaseOfShareCapital'
    ? [
        step('viewSubscribers'),
        ...(hasSubscriptionForm ? [step('subscriptionForm')] : []),
        step('subscriptionFormStatus'),
        step('allocatedShares'),
        step('attachment', 'shareCapitalContributionConfirmations'),
        ...toRegister,
      ]
    : (plans[type] ?? []);

/** The facts a decision's steps are read from; each comes from the room that owns it (step-facts.ts). */
export type FollowUpFacts = {
  decisionType: DecisionType;
  /** Only for an increase of share capital. */
  capitalIncrease: {
    numberOfSubscribers: number;
    hasSubscriptionForm: boolean;
    /** Subscription forms sent and signed (none sent: 0 of 0). */
    subscriptions: { signed: number; total: number };
    allocationConfirmed: boolean;
  } | null;
  /** Files uploaded to the decision's follow-up, by kind. */
  attachments: Partial<Record<RequiredAttachmentKind, number>>;
  notification: { producedAt?: Date | null; sentAt?: Date | null } | null;
  applied: boolean;
};

/** One step as the follow-up shows it (seed 002: decision follow-up item). */
export type FollowUpStep = {
  type: FollowUpStepType;
  status: FollowUpStepStatus;
  /** Whether every step before it is completed (information steps do not hold the others back). */
  isActive: boolean;
  isForInformation: boolean;
  attachmentType: RequiredAttachmentKind | null;
  numberOfSubscribers: number | null;
};

const done = (yes: boolean): FollowUpStepStatus => (yes ? 'COMPLETED' : 'READY');

const statusOf = ({ type, attachmentType }: PlannedStep, facts: FollowUpFacts): FollowUpStepStatus => {
  const capital = facts.capitalIncrease;
  switch (type) {
    case 'viewSubscribers':
      return done((capital?.numberOfSubscribers ?? 0) > 0);
    case 'subscriptionForm':
      return done((capital?.subscriptions.total ?? 0) > 0);
    case 'subscriptionFormStatus': {
      // Subscribed in the minutes: signed with them.
      if (!capital?.hasSubscriptionForm) return 'COMPLETED';
      const { signed, total } = capital.subscriptions;
      return total === 0 ? 'READY' : signed === total ? 'COMPLETED' : 'IN_PROGRESS';
    }
    case 'allocatedShares':
      return done(capital?.allocationConfirmed ?? false);
    case 'attachment':
    case 'identification':
      return done((facts.attachments[attachmentType!] ?? 0) > 0);
    case 'sendToBR':
      return facts.notification?.sentAt ? 'COMPLETED' : facts.notification?.producedAt ? 'IN_PROGRESS' : 'READY';
    case 'apply':
      return done(facts.applied);
  }
};

/** The decision's steps with each one's status derived from the facts, never stored, so it cannot drift from them. */
export const followUpStepsOf = (facts: FollowUpFacts): FollowUpStep[] => {
  let earlierDone = true;
  return stepPlanOf(facts.decisionType, facts.capitalIncrease?.hasSubscriptionForm ?? false).map((planned) => {
    const status = statusOf(planned, facts);
    const isForInformation = planned.type === 'viewSubscribers';
    const shown: FollowUpStep = {
      type: planned.type,
      status,
      isActive: isForInformation || earlierDone,
      isForInformation,
      attachmentType: planned.attachmentType,
      numberOfSubscribers: planned.type === 'viewSubscribers' ? (facts.capitalIncrease?.numberOfSubscribers ?? 0) : null,
    };
    if (!isForInformation && status !== 'COMPLETED') earlierDone = false;
    return shown;
  });
};

/** A decision's own status: completed when every step is, in progress once one has started, else ready. */
export const decisionFollowUpStatusOf = (steps: readonly FollowUpStep[]): FollowUpStepStatus =>
  steps.every(({ status }) => status === 'COMPLETED') ? 'COMPLETED' : steps.some(({ status, isForInformation }) => !isForInformation && status !== 'READY') ? 'IN_PROGRESS' : 'READY';
