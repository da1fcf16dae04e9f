import { SelectInput } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../transaction-resource';
import { NumberTextInput, ShareClassInput, ShareholderInput, ShareNumbersInput } from './RegisterInputs';

const transferTypes = ['BUY_SELL', 'GIFT', 'INHERITANCE', 'OTHER_TRANSFER'] as const;

/** Transfers between two holders; a sale of everything the seller holds leaves class and count out. */
export const TransferFields = ({ sellAll = false }: { sellAll?: boolean }) => {
  const { t } = useTranslation();
  return (
    <>
      <SelectInput
        source="transactionType"
        label={fieldLabel('transferType')}
        choices={transferTypes.map((id) => ({ id, name: t(`transactions.type.${id}`) }))}
      />
      <ShareholderInput source="fromShareholderId" />
      <ShareholderInput source="toShareholderId" />
      {!sellAll && (
        <>
          <ShareClassInput source="sharetypeId" />
          <NumberTextInput source="numberOfShares" />
          <ShareNumbersInput source="shareNumbers" />
        </>
      )}
      <NumberTextInput source="pricePerShare" decimal helperText="transactions.form.pricePerShareHelp" />
    </>
  );
};
