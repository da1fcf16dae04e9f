import EditIcon from '@mui/icons-material/EditNoteOutlined';
import Button from '@mui/material/Button';
import { formatNumber, formatPercent, formatShares, isLanguage, shareholderListViews, type ShareholderListView, type ShareholderListItem, type ShareClassRecord } from '@andel/domain/shared';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField, TopToolbar, useBasename, useGetList, useListContext } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, holdsAccess, useCanEdit, useLoggedOnUser } from '@andel/ui/shell';
import { shareClassResource } from '../../platform/companies/data-provider';
import { useShareClassName } from '../share-classes/ShareClassName';
import { RegisterActions } from '../export/RegisterActions';
import { ImportButton } from '../import/ImportButton';
import { CopyToCompanyButton } from './CopyToCompanyButton';
import { NewShareholderButtons } from './NewShareholderButtons';
import { NotifyShareholdersButton } from './NotifyShareholdersDialog';

/** Adding, importing and editing show only to those who may edit shareholders; exporting to admins. */
const Actions = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const canEdit = useCanEdit('shareholders');
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', minWidth: 0 }}>
      {canEdit && <NewShareholderButtons />}
      <RegisterActions canImport={canEdit} />
      {canEdit && <NotifyShareholdersButton />}
      {canEdit && (
        <Button component={Link} to={`/company/${orgNo}/shareholders/edit`} startIcon={<EditIcon />}>
          {t('shareholders.editAll')}
        </Button>
      )}
    </TopToolbar>
  );
};

const statuses = ['current', 'former', 'all'] as const;

/** The columns of the chosen view: totals with fractions, shares per class, or votes per class; one class adds its share numbers. */
const ShareholderGrid = ({ shareClasses, canCopy }: { shareClasses: ShareClassRecord[]; canCopy: boolean }) => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'nb';
  const className = useShareClassName();
  const { filterValues } = useListContext();
  const view: ShareholderListView = filterValues.view ?? 'overview';
  const oneClass: string | undefined = filterValues.shareTypeId;
  // react-admin runs under `/company/{orgNo}`: a row's link is absolute, so it names the company.
  const basename = useBasename();
  const holdingOf = (record: ShareholderListItem, shareTypeId: string) => record.holdings.find((holding) => holding.shareTypeId === shareTypeId);
  const perClass = (field: 'shares' | 'votes') =>
    shareClasses.map((shareClass) => (
      <FunctionField<ShareholderListItem>
        key={shareClass.id}
        label={className(shareClass)}
        textAlign="right"
        sortable={false}
        render={(record) => {
          const value = holdingOf(record, shareClass.id)?.[field] ?? '0';
          return field === 'shares' ? formatShares(value, language) : formatNumber(value, language, { maxFractionDigits: 5 });
        }}
      />
    ));
  const shares = <FunctionField<ShareholderListItem> key="totalShares" source="totalShares" textAlign="right" render={(record) => formatShares(record.totalShares, language)} />;
  const shareFraction = <FunctionField<ShareholderListItem> key="shareFraction" source="shareFraction" textAlign="right" sortable={false} render={(record) => formatPercent(record.shareFraction, language)} />;
  const votes = <FunctionField<ShareholderListItem> key="totalVotes" source="totalVotes" textAlign="right" render={(record) => formatNumber(record.totalVotes, language, { maxFractionDigits: 5 })} />;
  const voteFraction = <FunctionField<ShareholderListItem> key="voteFraction" source="voteFraction" textAlign="right" sortable={false} render={(record) => formatPercent(record.voteFraction, language)} />;
  const columns = {
    overview: [
      <FunctionField<ShareholderListItem> key="isCompany" source="isCompany" sortable={false} render={(record) => t(record.isCompany ? 'shareholders.type.company' : 'shareholders.type.person')} />,
      <FunctionField<ShareholderListItem> key="identification" source="identification" sortable={false} render={(record) => record.birthDateOrOrganisationNumber} />,
      <TextField key="city" source="city" emptyText="" sortable={false} />,
      shares,
      shareFraction,
      votes,
      voteFraction,
    ],
    allShares: [...perClass('shares'), shares, shareFraction],
    votes: [...perClass('votes'), votes, voteFraction],
  }[view];
  return (
    <Datagrid rowClick={(id) => `${basename}/shareholders/list/${encodeURIComponent(String(id))}/overview`} bulkActionButtons={canCopy ? <CopyToCompanyButton /> : false}>
      <FunctionField<ShareholderListItem> source="name" render={(record) => record.name ?? t('shareholders.unnamed')} />
      {columns}
      {oneClass && (
        <FunctionField<ShareholderListItem> label={t('shareholders.column.shareNumbers')} sortable={false} render={(record) => holdingOf(record, oneClass)?.shareNumbers ?? ''} />
      )}
    </Datagrid>
  );
};

/** On a phone, a card per holder: name, birth date or organisation number, and shares with their fraction. */
const ShareholderCards = () => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'nb';
  const basename = useBasename();
  return (
    <SimpleList<ShareholderListItem>
      primaryText={(record) => record.name ?? t('shareholders.unnamed')}
      secondaryText={(record) => record.birthDateOrOrganisationNumber}
      tertiaryText={(record) => `${formatShares(record.totalShares, language)} · ${formatPercent(record.shareFraction, language)}`}
      rowClick={(id) => `${basename}/shareholders/list/${encodeURIComponent(String(id))}/overview`}
    />
  );
};

// Module constants, not literals: react-admin's list re-applies its stored filters to the address whenever these change
// identity, and a render while a navigation is pending would send the user back from the holder just opened.
const defaultFilter = { status: 'current', view: 'overview' };
const defaultSort = { field: 'totalVotes', order: 'DESC' } as const;

/**
 * `/company/{orgNo}/shareholders/list`: current holders by total votes, descending (the seed's defaults), paged
 * on the server; status, name, view and share-class filters are kept per company.
 */
export const ShareholderList = () => {
  const { t } = useTranslation();
  const className = useShareClassName();
  const canEdit = useCanEdit('shareholders');
  const { orgNo = '' } = useParams();
  const { data: user } = useLoggedOnUser();
  // Copying to another company is for admins of both; the dialog offers the other companies the user administers.
  const canCopy = user !== undefined && holdsAccess(user, orgNo, ['ADMIN']);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data: shareClasses = [] } = useGetList<ShareClassRecord>(shareClassResource, { pagination: { page: 1, perPage: 100 } });
  const filters = [
    <SelectInput key="status" source="status" alwaysOn choices={statuses.map((id) => ({ id, name: t(`shareholders.status.${id}`) }))} emptyText={false as never} />,
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="view" source="view" alwaysOn choices={shareholderListViews.map((id) => ({ id, name: t(`shareholders.view.${id}`) }))} emptyText={false as never} />,
    <SelectInput key="shareTypeId" source="shareTypeId" alwaysOn choices={shareClasses.map((shareClass) => ({ id: shareClass.id, name: className(shareClass) }))} emptyText={t('shareholders.allClasses')} />,
  ];
  return (
    <List
      actions={<Actions />}
      perPage={50}
      filters={filters}
      filterDefaultValues={defaultFilter}
      sort={defaultSort}
      empty={<EmptyState titleKey="shareholders.empty.title" textKey="shareholders.empty.text" action={canEdit ? <><NewShareholderButtons /><ImportButton /></> : undefined} />}
      // The buttons wrap under the filters (on a phone they already stack), and a table wider than the page scrolls
      // inside itself (its wrapper, so the bulk toolbar above it is not clipped), never widening the page.
      sx={{ minWidth: 0, '& .RaDatagrid-tableWrapper': { overflowX: 'auto' }, '& .RaList-actions': { flexWrap: { xs: 'nowrap', sm: 'wrap' } } }}
    >
      {isPhone ? <ShareholderCards /> : <ShareholderGrid shareClasses={shareClasses} canCopy={canCopy} />}
    </List>
  );
};
