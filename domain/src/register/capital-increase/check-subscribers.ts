import { isEmail } from '../../kernel/validation/email';
import { normaliseSwedishOrganisationNumber } from '../../kernel/validation/organisation-number';
import { hasTwoWords, isPersonNameFormat } from '../../kernel/validation/person-name';
import type { TCapitalIncrease, TSigner, TSubscriber } from './capital-increase.schemas';
import type { CapitalIncreaseVisibility } from './capital-increase-visibility';
import { checkKindContribution } from './check-kind-contribution';
import { requiredDecimal, type IssueList } from './form-issues';

/** A subscriber counts when it subscribes for shares (an issue) or is named at all (a nominal value increase, where every holder pays). */
export const isActiveSubscriber = (subscriber: TSubscriber, issue: boolean): boolean =>
  !issue || subscriber.subscriptions.some(({ numberOfShares }) => numberOfShares !== null && /^\d+$/.test(numberOfShares.trim()) && BigInt(numberOfShares.trim()) > 0n);

/** A Norwegian organisation number is 9 digits (seed section 5, "Whole form"); a Swedish one is written with SE. */
const isOrganisationNumber = (value: string) => (/^SE/i.test(value.trim()) ? normaliseSwedishOrganisationNumber(value) !== null : /^\d{9}$/.test(value.replace(/\s/g, '')));

const checkSigner = (list: IssueList, path: (string | number)[], signer: TSigner) => {
  list.required([...path, 'name'], signer.name);
  if (list.required([...path, 'email'], signer.email) && !isEmail(signer.email)) list.add([...path, 'email'], 'email-field.invalid-email');
};

const checkSubscriber = (list: IssueList, path: (string | number)[], subscriber: TSubscriber, visible: CapitalIncreaseVisibility, formSent: boolean) => {
  if (list.required([...path, 'name'], subscriber.name) && !subscriber.isCompany && !subscriber.isExisting) {
    if (!hasTwoWords(subscriber.name)) list.add([...path, 'name'], 'settings.error.illegalName');
    else if (!isPersonNameFormat(subscriber.name)) list.add([...path, 'name'], 'invalidPersonNameFormat');
  }
  // A subscription form goes to the subscriber's address, so a holder needs one too when the form is used.
  if (!subscriber.isExisting || (formSent && !subscriber.signers.length)) list.required([...path, 'email'], subscriber.email);
  if (subscriber.email.trim() !== '' && !isEmail(subscriber.email)) list.add([...path, 'email'], 'email-field.invalid-email');
  if (subscriber.isCompany && !subscriber.isExisting) {
    if (list.required([...path, 'organisationNumber'], subscriber.organisationNumber) && !isOrganisationNumber(subscriber.organisationNumber!))
      list.add([...path, 'organisationNumber'], 'invalidOrganisationNumber');
    list.required([...path, 'contactName'], subscriber.contactName);
  }
  if (visible.debtContribution) {
    const debt = subscriber.debtContribution;
    if (list.required([...path, 'debtContribution'], debt)) {
      const max = requiredDecimal(list, [...path, 'debtContribution', 'maxAmountToBeConverted'], debt!.maxAmountToBeConverted);
      const total = requiredDecimal(list, [...path, 'debtContribution', 'totalAmountReceivable'], debt!.totalAmountReceivable);
      if (max && total && max.greaterThan(total)) list.add([...path, 'debtContribution', 'maxAmountToBeConverted'], 'capitalIncrease.debtExceedsReceivable');
    }
  }
  if (visible.kindContribution) checkKindContribution(list, [...path, 'kindContribution'], subscriber.kindContribution, subscriber.address);
  subscriber.signers.forEach((signer, index) => checkSigner(list, [...path, 'signers', index], signer));
};

/**
 * Seed 001 section 5, "Subscribers": at least one active subscriber (`noSubscribersError`; for a preferential issue, a
 * holder offered shares) and every one valid: a name (a person's checked as a name), an email unless already a
 * shareholder (a holder needs one too when its subscription form goes to it), a company's organisation number and
 * contact name unless existing, a debt no larger than the receivable, each signer named with a valid email; the extra
 * signers for all subscribers too.
 */
export const checkSubscribers = (list: IssueList, form: TCapitalIncrease, visible: CapitalIncreaseVisibility) => {
  const properties = form.properties;
  if (!properties) return;
  const issue = properties.type === 'shareIssue';
  const groups: ['subscribers' | 'preferentialIssueSubscribers', TSubscriber[]][] = [];
  if (visible.subscribers) groups.push(['subscribers', properties.subscribers]);
  if (visible.preferentialIssueSubscribers && properties.type === 'shareIssue') groups.push(['preferentialIssueSubscribers', properties.preferentialIssueSubscribers]);
  for (const [key, subscribers] of groups) {
    if (!subscribers.some((subscriber) => isActiveSubscriber(subscriber, issue))) list.add(['properties', key], 'noSubscribersError');
    const formSent = form.isSubscriptionForm === true && !form.isOtherSigningForAllSubscribers;
    subscribers.forEach((subscriber, index) => checkSubscriber(list, ['properties', key, index], subscriber, visible, formSent));
  }
  if (form.isOtherSigningForAllSubscribers) {
    list.required(['signersForAllSubscribers'], form.signersForAllSubscribers);
    form.signersForAllSubscribers.forEach((signer, index) => checkSigner(list, ['signersForAllSubscribers', index], signer));
  }
};
