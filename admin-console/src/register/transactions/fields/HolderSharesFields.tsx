import { NumberTextInput, ShareClassInput, ShareholderInput, ShareNumbersInput } from './RegisterInputs';

/** One holder's shares: cancelled (one class) or converted (from one class to another), numbers optional. */
export const HolderSharesFields = ({ conversion = false }: { conversion?: boolean }) => (
  <>
    <ShareholderInput source="shareholderId" />
    {conversion ? (
      <>
        <ShareClassInput source="fromSharetypeId" />
        <ShareClassInput source="toSharetypeId" />
      </>
    ) : (
      <ShareClassInput source="sharetypeId" />
    )}
    <NumberTextInput source="numberOfShares" />
    <ShareNumbersInput source="shareNumbers" />
  </>
);
