import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EditGate, ErrorState, LoadingState } from '@andel/ui/shell';
import { CorrectionForm } from './CorrectionForm';
import { transactionPath } from './transaction-resource';
import { useTransaction } from './useTransaction';

/** Entries that set the nominal value, which can therefore be corrected (seed section 6). */
const settingNominalValue = ['SHAREHOLDING_PER_DATE', 'INCORPORATION'];

/** `/company/{orgNo}/shareholders/transactions/{id}/edit`: a new date, and a new nominal value for an opening entry. */
export const TransactionEdit = () => (
  <EditGate feature="transactions" messageKey="transactions.new.notAllowed">
    <TransactionCorrections />
  </EditGate>
);

const TransactionCorrections = () => {
  const { t } = useTranslation();
  const { orgNo = '', id = '' } = useParams();
  const navigate = useNavigate();
  const { data: entry, isPending, error, refetch } = useTransaction(id);
  if (isPending) return <LoadingState />;
  if (error || !entry) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const back = () => navigate(transactionPath(orgNo, id));
  const changes = settingNominalValue.includes(entry.transactionType) ? (['transactionDate', 'nominalValue'] as const) : (['transactionDate'] as const);
  return (
    <>
      <Title title={t(`transactions.type.${entry.transactionType}`)} />
      {changes.map((change) => (
        <Card key={change} sx={{ mb: 2, maxWidth: 480 }}>
          <CardContent>
            <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
              {t(change === 'transactionDate' ? 'transactions.change-date.title' : 'transactions.change-nominal-value.title')}
            </Typography>
            <CorrectionForm entry={entry} change={change} onDone={back} onCancel={back} />
          </CardContent>
        </Card>
      ))}
    </>
  );
};
