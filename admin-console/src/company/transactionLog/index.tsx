import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import type { ResourceProps } from 'react-admin';
import { TransactionList } from './TransactionList';

/** The transaction log at the seed's `/company/{orgNo}/shareholders/transactions`. */
export const transactions: ResourceProps = { name: 'shareholders/transactions', list: TransactionList, icon: HistoryIcon };
