import { languages, offeredShareClassCodes, separators, todayLocalDate, ZShareClassCreateSchema, ZShareClassEditSchema, type ShareClassCode, type ShareClassRecord } from '@andel/domain/shared';
import { ArrayInput, BooleanInput, SelectInput, SimpleForm, SimpleFormIterator, TextInput, useGetList } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { validateForm } from '@andel/ui/shell';
import { shareClassResource } from '../../platform/companies/data-provider';
import { IsoDateInput } from '../IsoDateInput';

const choices = (values: readonly string[], prefix: string, t: (key: string) => string) => values.map((id) => ({ id, name: t(`${prefix}${id}`) }));

/** Create and edit form of a share class; checked with the same zod schema as the server. */
export const ShareClassForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const { t } = useTranslation();
  const { data: existing = [] } = useGetList<ShareClassRecord>(shareClassResource, { pagination: { page: 1, perPage: 100 } });
  const offered = offeredShareClassCodes(existing.map((shareClass) => shareClass.shareTypeCode as ShareClassCode));
  const schema = mode === 'create' ? ZShareClassCreateSchema.omit({ organizationnumber: true }) : ZShareClassEditSchema;
  return (
    <SimpleForm
      defaultValues={mode === 'create' ? { vote: '1', historical: false, shareTypeNames: [] } : undefined}
      validate={(values) => validateForm(schema, { ...values, vote: values.vote ?? values.votesPerShare }).errors ?? {}}
    >
      {mode === 'create' && (
        <SelectInput source="shareTypeCode" choices={offered.map((code) => ({ id: code, name: t(`shareClass.${code}.name`) }))} autoFocus />
      )}
      <TextInput source="vote" defaultValue={undefined} helperText="shareClasses.form.voteHelp" />
      {mode === 'edit' && <IsoDateInput source="votesFrom" label={`resources.${shareClassResource}.fields.votesFrom`} defaultValue={todayLocalDate()} helperText="shareClasses.form.votesFromHelp" />}
      <BooleanInput source="historical" />
      <ArrayInput source="shareTypeNames">
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="language" choices={choices(languages, 'language.', t)} />
          <TextInput source="name" />
          <SelectInput source="separator" choices={choices(separators, 'shareClasses.separator.', t)} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
};
