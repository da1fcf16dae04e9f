import { formatDate, transactionFilters, type LogEntryView } from '@andel/domain/shared';
import Chip from '@mui/material/Chip';
import { Datagrid, FunctionField, List, NumberField, SelectInput, TopToolbar, useBasename } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { EmptyState, useCanEdit } from '@andel/ui/shell';
import { NewTransactionMenu } from './NewTransactionMenu';
import { transactionResource } from './transaction-resource';
import { useFirstUnregisteredDate } from './useFirstUnregisteredDate';

/** The seed's "changed" marker: a correction within the last day. */
const changedWithinADay = (entry: LogEntryView, now = Date.now()) => entry.updatedDate !== null && now - new Date(entry.updatedDate).getTime() < 24 * 60 * 60 * 1000;

/** "New transaction" only for those who may record them. */
const Actions = () => <TopToolbar>{useCanEdit('transactions') && <NewTransactionMenu />}</TopToolbar>;

/** A module constant: a new object each render would make react-admin re-apply stored filters during a navigation. */
const defaultFilter = { type: 'all' };

/** `/company/{orgNo}/shareholders/transactions`: the log, newest first, filtered by the seed's groups; a row opens its details. */
export const TransactionList = () => {
  const { t } = useTranslation();
  // react-admin runs under `/company/{orgNo}`: a row's link is absolute, so it names the company.
  const basename = useBasename();
  const canEdit = useCanEdit('transactions');
  const firstUnregistered = useFirstUnregisteredDate();
  const notReported = (entry: LogEntryView) => !entry.isPending && firstUnregistered !== undefined && new Date(entry.transactionDate) > new Date(firstUnregistered);
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
    <List
      actions={<Actions />}
      filters={filters}
      filterDefaultValues={defaultFilter}
      perPage={50}
      empty={<EmptyState textKey="transactions.empty" action={canEdit ? <NewTransactionMenu /> : undefined} />}
    >
      <Datagrid bulkActionButtons={false} rowClick={(id) => `${basename}/${transactionResource}/${encodeURIComponent(String(id))}`}>
        <FunctionField<LogEntryView> source="transactionDate" sortable={false} render={(entry) => formatDate(entry.transactionDate)} />
        <FunctionField<LogEntryView>
          source="transactionType"
          sortable={false}
          render={(entry) => (
            <>
              {t(`transactions.type.${entry.transactionType}`)}
              {entry.isPending && <Chip size="small" color="warning" sx={{ ml: 1 }} label={t('transactions.notRegistered')} />}
              {notReported(entry) && <Chip size="small" variant="outlined" color="warning" sx={{ ml: 1 }} label={t('transactions.notReported')} />}
              {changedWithinADay(entry) && <Chip size="small" color="info" sx={{ ml: 1 }} label={t('transactions.changed')} />}
            </>
          )}
        />
        <NumberField source="sequence" sortable={false} />
      </Datagrid>
    </List>
  );
};
