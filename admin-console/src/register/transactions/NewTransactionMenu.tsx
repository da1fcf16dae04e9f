import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { transactionMenuGroups } from './transaction-forms';
import { transactionResource } from './transaction-resource';

/** "New transaction": every type's form, grouped as the log's filter groups them. */
export const NewTransactionMenu = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button startIcon={<AddIcon />} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        {t('transactions.new.menu')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {transactionMenuGroups.flatMap(({ group, types }) => [
          <ListSubheader key={group}>{t(group === 'other' ? 'transactions.new.group.other' : `transactions.filter.${group}`)}</ListSubheader>,
          ...types.map((type) => (
            <MenuItem key={type} component={Link} to={`/company/${encodeURIComponent(orgNo)}/${transactionResource}/new/${type}`} onClick={() => setAnchor(null)}>
              {t(`transactions.new.type.${type}`)}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
};
