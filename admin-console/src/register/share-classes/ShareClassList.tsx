import { BooleanField, CreateButton, Datagrid, List, TextField, TopToolbar } from 'react-admin';
import { EmptyState } from '@andel/ui/shell';
import { ShareClassNameField } from './ShareClassName';
import { VotesPerShareField } from './VotesPerShareField';

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** `/company/{orgNo}/shareholders/classes`: the company's share classes. */
export const ShareClassList = () => (
  <List actions={<Actions />} pagination={false} empty={<EmptyState titleKey="shareClasses.empty.title" textKey="shareClasses.empty.text" action={<CreateButton />} />}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <ShareClassNameField label="resources.shareholders/classes.fields.name" />
      <TextField source="shareTypeCode" />
      <VotesPerShareField source="votesPerShare" />
      <BooleanField source="historical" />
    </Datagrid>
  </List>
);
