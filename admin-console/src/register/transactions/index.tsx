import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router';
import { transactionResource } from './transaction-resource';
import { lazyNamed } from '@andel/ui/shell';

const TransactionCreate = lazyNamed(() => import('./TransactionCreate'), 'TransactionCreate');
const TransactionDetails = lazyNamed(() => import('./TransactionDetails'), 'TransactionDetails');
const TransactionEdit = lazyNamed(() => import('./TransactionEdit'), 'TransactionEdit');
const TransactionList = lazyNamed(() => import('./TransactionList'), 'TransactionList');

/** The transaction log at the seed's `/company/{orgNo}/shareholders/transactions`. */
export const transactions: ResourceProps = { name: transactionResource, list: TransactionList, icon: HistoryIcon };

/** The log's routes besides the list: a new entry of a type, one entry's details, and its corrections. */
export const transactionRoutes = [
  <Route key="transactions-new" path={`${transactionResource}/new/:transactionType`} element={<TransactionCreate />} />,
  <Route key="transactions-details" path={`${transactionResource}/:id`} element={<TransactionDetails />} />,
  <Route key="transactions-edit" path={`${transactionResource}/:id/edit`} element={<TransactionEdit />} />,
];
