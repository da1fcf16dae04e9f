/** Codes the subscription forms refuse with (the seed's keys where it names one). */
export const subscriptionFormsErrorCodes = [
  'signing.subscription.form.shares.negative',
  'signing.subscription.form.shares.oversubscribe',
  'signing.subscription.form.notStarted',
  'signing.subscription.form.periodEnded',
  'signing.subscription.form.alreadySigned',
  'signing.subscription.form.notFilledIn',
  'subscriptionForms.notSubscriptionForm',
  'subscriptionForms.notShareIssue',
  'subscriptionForms.noSubscribers',
  'subscriptionForms.alreadySent',
  'subscriptionForms.subscriberNotFound',
  'subscriptionForms.shareClassNotOffered',
  'subscriptionForms.signerWithoutEmail',
] as const;
