import type { TransactionPathType } from '@andel/domain/shared';
import { BooleanInput } from 'react-admin';
import type { ReactNode } from 'react';
import { DividendFields, GroupContributionFields } from './fields/AmountFields';
import { HolderSharesFields } from './fields/HolderSharesFields';
import { IssueFields } from './fields/IssueFields';
import { OpeningFields } from './fields/OpeningFields';
import { LabelledTextInput, NumberTextInput } from './fields/RegisterInputs';
import { ShareAllocationInput } from './fields/ShareAllocationInput';
import { TransferFields } from './fields/TransferFields';
import { fieldLabel } from './transaction-resource';

type TransactionForm = { fields: ReactNode; defaults?: Record<string, unknown> };

const splitFields = (
  <>
    <NumberTextInput source="ratioFrom" />
    <NumberTextInput source="ratioTo" />
  </>
);
const oneLine = [{}];

/** The field set of every `POST /transaction/{type}` form, and the values it starts from; the date is common. */
export const transactionForms: Record<TransactionPathType, TransactionForm> = {
  shareholdingperdate: { fields: <OpeningFields />, defaults: { shareAllocation: oneLine } },
  incorporation: { fields: <OpeningFields />, defaults: { shareAllocation: oneLine } },
  issue: { fields: <IssueFields />, defaults: { increaseType: 'newIssue', isBonusIssue: false, isPending: false, shareAllocation: oneLine } },
  transfer: { fields: <TransferFields />, defaults: { transactionType: 'BUY_SELL' } },
  sellall: { fields: <TransferFields sellAll />, defaults: { transactionType: 'BUY_SELL' } },
  sharesplit: { fields: splitFields, defaults: { ratioFrom: '1' } },
  sharereversesplit: { fields: splitFields, defaults: { ratioTo: '1' } },
  increasenominalvalue: {
    fields: (
      <>
        <NumberTextInput source="increaseInNominalValue" decimal />
        <NumberTextInput source="contributionPerShare" decimal />
        <BooleanInput source="isPending" label={fieldLabel('isPending')} />
      </>
    ),
    defaults: { isPending: false },
  },
  reductionofnominalvalue: { fields: <NumberTextInput source="reductionInNominalValue" decimal /> },
  sharecancellation: { fields: <HolderSharesFields /> },
  conversionofshares: { fields: <HolderSharesFields conversion /> },
  conversionfromisin: { fields: <LabelledTextInput source="isin" /> },
  paydividend: { fields: <DividendFields />, defaults: { currency: 'NOK', amountsPerShare: oneLine } },
  registergroupcontribution: { fields: <GroupContributionFields />, defaults: { currency: 'NOK' } },
  liquidation: { fields: null },
  merger: { fields: [<LabelledTextInput key="company" source="absorbedCompany" />, <ShareAllocationInput key="allocation" />], defaults: { shareAllocation: [] } },
};

/** The "new transaction" menu, grouped like the log's filter; what fits none of its groups comes last. */
export const transactionMenuGroups: { group: string; types: TransactionPathType[] }[] = [
  { group: 'transfer', types: ['transfer', 'sellall'] },
  { group: 'issue', types: ['issue', 'increasenominalvalue', 'incorporation', 'shareholdingperdate'] },
  { group: 'split', types: ['sharesplit', 'sharereversesplit'] },
  { group: 'capitalReduction', types: ['sharecancellation', 'reductionofnominalvalue'] },
  { group: 'dividend', types: ['paydividend'] },
  { group: 'other', types: ['registergroupcontribution', 'conversionofshares', 'conversionfromisin', 'merger', 'liquidation'] },
];
