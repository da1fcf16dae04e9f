import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router';
import { TransactionCreate } from './TransactionCreate';
import { TransactionDetails } from './TransactionDetails';
import { TransactionEdit } from './TransactionEdit';
import { TransactionList } from './TransactionList';
import { transactionResource } from './transaction-resource';

/** The transaction log at the seed's `/company/{orgNo}/shareholders/transactions`. */
export const transactions: ResourceProps = { name: transactionResource, list: TransactionList, icon: HistoryIcon };

/** The log's routes besides the list: a new entry of a type, one entry's details, and its corrections. */
export const transactionRoutes = [
  <Route key="transactions-new" path={`${transactionResource}/new/:transactionType`} element={<TransactionCreate />} />,
  <Route key="transactions-details" path={`${transactionResource}/:id`} element={<TransactionDetails />} />,
  <Route key="transactions-edit" path={`${transactionResource}/:id/edit`} element={<TransactionEdit />} />,
];
