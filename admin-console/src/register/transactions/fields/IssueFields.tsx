import { BooleanInput, SelectInput } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../transaction-resource';
import { IsoDateInput, NumberTextInput } from './RegisterInputs';
import { ShareAllocationInput } from './ShareAllocationInput';

const increaseTypes = ['newIssue', 'debtConversion'] as const;
const issuers = ['generalMeeting', 'boardMeetingPowerOfAttorney'] as const;

/** ISSUE: subscribers with class, shares and price; how and by whom it was decided; registered or pending. */
export const IssueFields = () => {
  const { t } = useTranslation();
  const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: t(`${prefix}.${id}`) }));
  return (
    <>
      <SelectInput source="increaseType" label={fieldLabel('increaseType')} choices={choices(increaseTypes, 'transactions.increaseType')} />
      <BooleanInput source="isBonusIssue" label={fieldLabel('isBonusIssue')} />
      <BooleanInput source="isPending" label={fieldLabel('isPending')} />
      <IsoDateInput source="registrationDate" />
      <SelectInput source="issuedBy" label={fieldLabel('issuedBy')} choices={choices(issuers, 'transactions.issuedBy')} />
      <IsoDateInput source="decisionDate" />
      <NumberTextInput source="shareNominalValue" decimal helperText="transactions.form.shareNominalValueHelp" />
      <ShareAllocationInput>
        <NumberTextInput source="sharePrice" decimal />
      </ShareAllocationInput>
    </>
  );
};
