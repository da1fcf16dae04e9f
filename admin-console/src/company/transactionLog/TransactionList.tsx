import { formatDate, transactionFilters } from '@andel/domain/shared';
import Chip from '@mui/material/Chip';
import { Datagrid, FunctionField, List, NumberField, SelectInput } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shell';

type Entry = { id: string; sequence: number; transactionType: string; transactionDate: string; isPending: boolean; correction: string | null };

/** `/company/{orgNo}/shareholders/transactions`: the log, newest first, filtered by the seed's groups. */
export const TransactionList = () => {
  const { t } = useTranslation();
  const filters = [
    <SelectInput
      key="type"
      source="type"
      alwaysOn
      emptyText={false as never}
      choices={Object.keys(transactionFilters).map((id) => ({ id, name: t(`transactions.filter.${id}`) }))}
    />,
  ];
  return (
    <List filters={filters} filterDefaultValues={{ type: 'all' }} perPage={50} empty={<EmptyState textKey="transactions.empty" />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<Entry> source="transactionDate" sortable={false} render={(entry) => formatDate(entry.transactionDate)} />
        <FunctionField<Entry>
          source="transactionType"
          sortable={false}
          render={(entry) => (
            <>
              {t(`transactions.type.${entry.transactionType}`)}
              {entry.isPending && <Chip size="small" color="warning" sx={{ ml: 1 }} label={t('transactions.notRegistered')} />}
            </>
          )}
        />
        <NumberField source="sequence" sortable={false} />
      </Datagrid>
    </List>
  );
};
