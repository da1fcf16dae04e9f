import ClassIcon from '@mui/icons-material/CategoryOutlined';
import { Create, Edit } from 'react-admin';
import type { ResourceProps } from 'react-admin';
import { shareClassResource } from '../../platform/companies/data-provider';
import { ShareClassForm } from './ShareClassForm';
import { ShareClassList } from './ShareClassList';

const ShareClassCreate = () => (
  <Create redirect="list">
    <ShareClassForm mode="create" />
  </Create>
);

// The edit form works on `vote` and `shareTypeNames`, the names the seed's edit call takes.
const ShareClassEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect="list"
    queryOptions={{ select: (record: Record<string, unknown>) => ({ ...record, vote: record.votesPerShare, shareTypeNames: record.customNames }) as never }}
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
