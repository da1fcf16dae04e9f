import { companyRoleTypes, languages, ZCompanyRoleSchema } from '@andel/domain/shared';
import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { validateForm } from '@andel/ui/shell';

/** Create and edit form of a role holder; checked with the same zod schema as the server. */
export const CompanyRoleForm = () => {
  const { t } = useTranslation();
  return (
    <SimpleForm defaultValues={{ language: 'nb' }} validate={(values) => validateForm(ZCompanyRoleSchema, values).errors ?? {}}>
      <SelectInput source="role" choices={companyRoleTypes.map((id) => ({ id, name: t(`companyRole.${id}`) }))} translateChoice={false} autoFocus />
      <TextInput source="firstName" autoComplete="given-name" />
      <TextInput source="middleName" autoComplete="additional-name" />
      <TextInput source="lastName" autoComplete="family-name" />
      <TextInput source="email" autoComplete="email" helperText="companyRoles.emailHelp" />
      <SelectInput source="language" choices={languages.map((id) => ({ id, name: t(`language.${id}`) }))} translateChoice={false} />
    </SimpleForm>
  );
};
