import EditIcon from '@mui/icons-material/EditNoteOutlined';
import Button from '@mui/material/Button';
import { formatNumber, formatShares, isLanguage } from '@andel/domain/shared';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../shell';
import { RegisterActions } from '../shareholderExport/RegisterActions';
import { NewShareholderButtons } from './NewShareholderButtons';
import type { ShareholderRecord } from './shareholder-record';

const Actions = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  return (
    <TopToolbar>
      <NewShareholderButtons />
      <RegisterActions />
      <Button component={Link} to={`/company/${orgNo}/shareholders/edit`} startIcon={<EditIcon />}>
        {t('shareholders.editAll')}
      </Button>
    </TopToolbar>
  );
};

const statuses = ['current', 'former', 'all'] as const;

/**
 * `/company/{orgNo}/shareholders/list`: current holders by total votes, descending (the seed's defaults), paged
 * on the server; status and name filters are kept per company.
 */
export const ShareholderList = () => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'nb';
  const filters = [
    <SelectInput key="status" source="status" alwaysOn choices={statuses.map((id) => ({ id, name: t(`shareholders.status.${id}`) }))} emptyText={false as never} />,
    <SearchInput key="q" source="q" alwaysOn />,
  ];
  return (
    <List
      actions={<Actions />}
      perPage={50}
      filters={filters}
      filterDefaultValues={{ status: 'current' }}
      sort={{ field: 'totalVotes', order: 'DESC' }}
      empty={<EmptyState titleKey="shareholders.empty.title" textKey="shareholders.empty.text" action={<NewShareholderButtons />} />}>
      <Datagrid rowClick={(id) => `/shareholders/list/${id}/overview`} bulkActionButtons={false}>
        <FunctionField<ShareholderRecord> source="name" render={(record) => record.name ?? t('shareholders.unnamed')} />
        <FunctionField<ShareholderRecord> source="isCompany" sortable={false} render={(record) => t(record.isCompany ? 'shareholders.type.company' : 'shareholders.type.person')} />
        <FunctionField<ShareholderRecord> source="identification" sortable={false} render={(record) => (record.isCompany ? record.companyNumber : record.birthDate ?? record.nationalId) ?? ''} />
        <TextField source="city" emptyText="" sortable={false} />
        <FunctionField<ShareholderRecord & { totalShares: string }> source="totalShares" textAlign="right" render={(record) => formatShares(record.totalShares, language)} />
        <FunctionField<ShareholderRecord & { totalVotes: string }> source="totalVotes" textAlign="right" render={(record) => formatNumber(record.totalVotes, language, 5)} />
      </Datagrid>
    </List>
  );
};
