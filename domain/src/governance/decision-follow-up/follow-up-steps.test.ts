import { describe, expect, it } from 'vitest';
import { decisionFollowUpStatusOf, followUpStepsOf, type FollowUpFacts } from './follow-up-steps';

const capital = (over: Partial<NonNullable<FollowUpFacts['capitalIncrease']>> = {}): FollowUpFacts => ({
  decisionType: 'increaseOfShareCapital',
  capitalIncrease: { numberOfSubscribers: 2, hasSubscriptionForm: true, subscriptions: { signed: 0, total: 0 }, allocationConfirmed: false, ...over },
  attachments: {},
  notification: null,
  applied: false,
});

const statuses = (facts: FollowUpFacts) => Object.fromEntries(followUpStepsOf(facts).map((step) => [step.type, step.status]));

describe('the follow-up steps of a decision', () => {
  it('takes an increase of share capital with a subscription form through every step in the seed’s order', () => {
    const steps = followUpStepsOf(capital());
    expect(steps.map(({ type }) => type)).toEqual(['viewSubscribers', 'subscriptionForm', 'subscriptionFormStatus', 'allocatedShares', 'attachment', 'sendToBR', 'apply']);
    expect(steps[0]).toMatchObject({ status: 'COMPLETED', isForInformation: true, numberOfSubscribers: 2 });
    expect(steps.find(({ type }) => type === 'attachment')?.attachmentType).toBe('shareCapitalContributionConfirmations');
    expect(steps.map(({ isActive }) => isActive)).toEqual([true, true, false, false, false, false, false]);
  });

  it('leaves out the subscription form when subscribed in the minutes, whose signing completes the subscription', () => {
    const steps = followUpStepsOf(capital({ hasSubscriptionForm: false }));
    expect(steps.map(({ type }) => type)).not.toContain('subscriptionForm');
    expect(steps.find(({ type }) => type === 'subscriptionFormStatus')?.status).toBe('COMPLETED');
    expect(steps.find(({ type }) => type === 'allocatedShares')?.isActive).toBe(true);
  });

  it('reads subscriptions signed, allocation, confirmations, the package and the apply as they stand', () => {
    expect(statuses(capital({ subscriptions: { signed: 1, total: 2 } }))).toMatchObject({ subscriptionForm: 'COMPLETED', subscriptionFormStatus: 'IN_PROGRESS' });
    const far = { ...capital({ subscriptions: { signed: 2, total: 2 }, allocationConfirmed: true }), attachments: { shareCapitalContributionConfirmations: 1 }, notification: { producedAt: new Date(), sentAt: null } };
    expect(statuses(far)).toMatchObject({ subscriptionFormStatus: 'COMPLETED', allocatedShares: 'COMPLETED', attachment: 'COMPLETED', sendToBR: 'IN_PROGRESS', apply: 'READY' });
    expect(followUpStepsOf(far).find(({ type }) => type === 'apply')?.isActive).toBe(false);
    const all = { ...far, notification: { producedAt: new Date(), sentAt: new Date() }, applied: true };
    expect(decisionFollowUpStatusOf(followUpStepsOf(all))).toBe('COMPLETED');
    expect(decisionFollowUpStatusOf(followUpStepsOf(far))).toBe('IN_PROGRESS');
    expect(decisionFollowUpStatusOf(followUpStepsOf(capital()))).toBe('READY');
  });

  it('asks the identifications the seed names of the roles, and nothing of a decision that changes nothing', () => {
    const of = (decisionType: FollowUpFacts['decisionType']) => followUpStepsOf({ decisionType, capitalIncrease: null, attachments: {}, notification: null, applied: false });
    expect(of('electionOfCompanyBoard').map(({ type, attachmentType }) => [type, attachmentType])).toEqual([['identification', 'boardElectionIdentifications'], ['sendToBR', null], ['apply', null]]);
    expect(of('employmentOfManagingDirector')[0]?.attachmentType).toBe('ceoEmploymentIdentification');
    expect(of('procura').map(({ type }) => type)).toEqual(['identification', 'sendToBR']);
    expect(of('dividend').map(({ type }) => type)).toEqual(['apply']);
    expect(of('approveAnnualAccount')).toEqual([]);
    expect(of('freetext')).toEqual([]);
  });
});
