import ClassIcon from '@mui/icons-material/CategoryOutlined';
import { Create, Edit } from 'react-admin';
import type { ResourceProps } from 'react-admin';
import { shareTypeResource } from '../../platform/companies/data-provider';
import { ShareTypeForm } from './ShareTypeForm';
import { ShareTypeList } from './ShareTypeList';

const ShareTypeCreate = () => (
  <Create redirect="list">
    <ShareTypeForm mode="create" />
  </Create>
);

// The edit form works on `vote` and `shareTypeNames`, the names the seed's edit call takes.
const ShareTypeEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect="list"
    queryOptions={{ select: (record: Record<string, unknown>) => ({ ...record, vote: record.votesPerShare, shareTypeNames: record.customNames }) as never }}
  >
    <ShareTypeForm mode="edit" />
  </Edit>
);

/** Share classes: `/company/{orgNo}/shareholders/classes`, `/create` and `/{shareTypeId}` as in the seed. */
export const shareTypes: ResourceProps = {
  name: shareTypeResource,
  list: ShareTypeList,
  create: ShareTypeCreate,
  edit: ShareTypeEdit,
  icon: ClassIcon,
};
