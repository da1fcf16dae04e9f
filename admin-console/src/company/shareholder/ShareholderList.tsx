import EditIcon from '@mui/icons-material/EditNoteOutlined';
import Button from '@mui/material/Button';
import { Datagrid, FunctionField, List, TextField, TopToolbar } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../shell';
import { NewShareholderButtons } from './NewShareholderButtons';
import type { ShareholderRecord } from './shareholder-record';

const Actions = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  return (
    <TopToolbar>
      <NewShareholderButtons />
      <Button component={Link} to={`/company/${orgNo}/shareholders/edit`} startIcon={<EditIcon />}>
        {t('shareholders.editAll')}
      </Button>
    </TopToolbar>
  );
};

/** `/company/{orgNo}/shareholders/list`. */
export const ShareholderList = () => {
  const { t } = useTranslation();
  return (
    <List actions={<Actions />} perPage={50} empty={<EmptyState titleKey="shareholders.empty.title" textKey="shareholders.empty.text" action={<NewShareholderButtons />} />}>
      <Datagrid rowClick={(id) => `/shareholders/list/${id}/overview`} bulkActionButtons={false}>
        <FunctionField<ShareholderRecord> source="name" render={(record) => record.name ?? t('shareholders.unnamed')} />
        <FunctionField<ShareholderRecord> source="isCompany" render={(record) => t(record.isCompany ? 'shareholders.type.company' : 'shareholders.type.person')} />
        <FunctionField<ShareholderRecord> source="identification" render={(record) => (record.isCompany ? record.companyNumber : record.birthDate ?? record.nationalId) ?? ''} />
        <TextField source="email" emptyText="" />
        <TextField source="city" emptyText="" />
      </Datagrid>
    </List>
  );
};
