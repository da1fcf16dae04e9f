import { IsoDateInput, NumberTextInput, ShareNumbersInput } from './RegisterInputs';
import { ShareAllocationInput } from './ShareAllocationInput';

/** SHAREHOLDING_PER_DATE and INCORPORATION: the nominal value and every holder's shares, numbers and entry date. */
export const OpeningFields = () => (
  <>
    <NumberTextInput source="nominalValue" decimal />
    <ShareAllocationInput>
      <ShareNumbersInput source="sharenumberIntervals" />
      <IsoDateInput source="entryDate" />
    </ShareAllocationInput>
  </>
);
