import ClassIcon from '@mui/icons-material/CategoryOutlined';
import { formatNumber, type ShareClassRecord } from '@andel/domain/shared';
import { Create, Edit, useRecordContext } from 'react-admin';
import { currentLanguage } from '@andel/ui/shell';
import type { ResourceProps } from 'react-admin';
import { shareClassResource } from '../../platform/companies/data-provider';
import { ShareClassForm } from './ShareClassForm';
import { useShareClassName } from './ShareClassName';
import { lazyNamed } from '@andel/ui/shell';

const ShareClassList = lazyNamed(() => import('./ShareClassList'), 'ShareClassList');

/** The edit page's title: the class's name ("C-aksjer"), not its id. */
const ShareClassTitle = () => {
  const record = useRecordContext<ShareClassRecord>();
  const name = useShareClassName();
  return <span>{record ? name(record) : ''}</span>;
};

/** Votes per share as the interface language writes a number ("0,5" in Norwegian), without grouping, as the form takes it. */
const votesAsTyped = (votesPerShare: unknown) => formatNumber(String(votesPerShare), currentLanguage(), 5).replace(/\s/g, '');

const ShareClassCreate = () => (
  <Create redirect="list">
    <ShareClassForm mode="create" />
  </Create>
);

// The edit form works on `vote` and `shareTypeNames`, the names the seed's edit call takes.
const ShareClassEdit = () => (
  <Edit
    title={<ShareClassTitle />}
    mutationMode="pessimistic"
    redirect="list"
    queryOptions={{ select: (record: Record<string, unknown>) => ({ ...record, vote: votesAsTyped(record.votesPerShare), shareTypeNames: record.customNames }) as never }}
  >
    <ShareClassForm mode="edit" />
  </Edit>
);

/** Share classes: `/company/{orgNo}/shareholders/classes`, `/create` and `/{shareTypeId}` as in the seed. */
export const shareClasses: ResourceProps = {
  name: shareClassResource,
  list: ShareClassList,
  create: ShareClassCreate,
  edit: ShareClassEdit,
  icon: ClassIcon,
};
