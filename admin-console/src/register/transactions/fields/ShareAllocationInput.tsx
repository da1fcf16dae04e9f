import type { ReactNode } from 'react';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { fieldLabel } from '../transaction-resource';
import { NumberTextInput, ShareClassInput, ShareholderInput } from './RegisterInputs';

/** Lines of shareholder, class and number of shares, plus what the type adds per line (price, share numbers). */
export const ShareAllocationInput = ({ source = 'shareAllocation', children }: { source?: string; children?: ReactNode }) => (
  <ArrayInput source={source} label={fieldLabel(source)}>
    <SimpleFormIterator inline disableReordering>
      <ShareholderInput source="shareholderId" />
      <ShareClassInput source="sharetypeId" />
      <NumberTextInput source="numberOfShares" />
      {children}
    </SimpleFormIterator>
  </ArrayInput>
);
