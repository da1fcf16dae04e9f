import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { fieldLabel } from '../transaction-resource';
import { LabelledTextInput, NumberTextInput, ShareClassInput } from './RegisterInputs';

/** PAY_DIVIDEND: an amount per share for each class. */
export const DividendFields = () => (
  <>
    <LabelledTextInput source="currency" />
    <ArrayInput source="amountsPerShare" label={fieldLabel('amountsPerShare')}>
      <SimpleFormIterator inline disableReordering>
        <ShareClassInput source="sharetypeId" />
        <NumberTextInput source="amountPerShare" decimal />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

/** GROUP_CONTRIBUTION: an amount and the other group company. */
export const GroupContributionFields = () => (
  <>
    <LabelledTextInput source="currency" />
    <NumberTextInput source="amount" decimal />
    <LabelledTextInput source="counterparty" />
  </>
);
