import { formatDate, formatNumber, type TransactionRecord } from '@andel/domain/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLanguage, ErrorState, LoadingState } from '@andel/ui/shell';
import { Fact, Facts } from '../../platform/companies/Facts';
import { TitledCard } from '../../platform/companies/TitledCard';
import { CorrectionsList } from './CorrectionsList';
import { PostingsTable } from './PostingsTable';
import { TransactionAttachments } from '../attachments/TransactionAttachments';
import { TransactionActions } from './TransactionActions';
import { fieldLabel } from './transaction-resource';
import { useTransaction } from './useTransaction';

/** What the entry's body said besides holders and classes: prices, ratios, nominal values, amounts. */
const payloadFacts = [
  'pricePerShare',
  'ratioFrom',
  'ratioTo',
  'nominalValue',
  'shareNominalValue',
  'increaseInNominalValue',
  'contributionPerShare',
  'reductionInNominalValue',
  'amount',
  'currency',
  'counterparty',
  'isin',
  'absorbedCompany',
  'registrationDate',
  'decisionDate',
] as const;

/** A decimal in the interface language's notation; other values (codes, names, dates) as they are. */
const factValue = (value: unknown) => (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? formatNumber(value, currentLanguage()) : String(value));

const Header = ({ entry }: { entry: TransactionRecord }) => {
  const { t } = useTranslation();
  const facts = payloadFacts.filter((key) => typeof entry.payload[key] === 'string' || typeof entry.payload[key] === 'number');
  return (
    <TitledCard titleKey="transactions.details.facts">
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        {entry.isPending && <Chip size="small" color="warning" label={t('transactions.notRegistered')} />}
        {entry.isDeleted && <Chip size="small" color="error" label={t('transactions.details.deleted')} />}
        {entry.corrections.length > 0 && <Chip size="small" color="info" label={t('transactions.changed')} />}
      </Stack>
      <Facts>
        <Fact labelKey={fieldLabel('transactionDate')}>{formatDate(entry.transactionDate)}</Fact>
        <Fact labelKey={fieldLabel('sequence')}>{entry.sequence}</Fact>
        <Fact labelKey="transactions.details.recorded">
          {t('transactions.details.byWhom', { date: formatDate(entry.createdAt), name: entry.createdBy?.name ?? entry.createdBy?.email ?? '' })}
        </Fact>
        {facts.map((key) => (
          <Fact key={key} labelKey={fieldLabel(key)}>
            {factValue(entry.payload[key])}
          </Fact>
        ))}
      </Facts>
    </TitledCard>
  );
};

/** `/company/{orgNo}/shareholders/transactions/{id}`: one entry, its postings per holder and its corrections. */
export const TransactionDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: entry, isPending, error, refetch } = useTransaction(id);
  if (isPending) return <LoadingState />;
  if (error || !entry) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <Title title={t(`transactions.type.${entry.transactionType}`)} />
      <TransactionActions entry={entry} />
      <Header entry={entry} />
      {entry.postings.length > 0 && (
        <TitledCard titleKey="transactions.details.postings">
          <PostingsTable postings={entry.postings} />
        </TitledCard>
      )}
      {entry.corrections.length > 0 && (
        <TitledCard titleKey="transactions.details.corrections">
          <CorrectionsList corrections={entry.corrections} />
        </TitledCard>
      )}
      <TransactionAttachments entry={entry} />
    </>
  );
};
