import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { languages, ZCustomRoleSchema, type TCustomRole, type CustomRoleUser, type CustomRoleRecord } from '@andel/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortfolioDialog } from '../portfolios/PortfolioDialog';
import { administeredCompanies, apiFetch, fieldErrorsOf, FormError, useFormErrors, useLoggedOnUser, useNotify, validateForm } from '@andel/ui/shell';
import { customRolesQueryKey } from './custom-roles-query-key';
import { RolePermissionsFields, type RolePermissionsValue } from './RolePermissionsFields';

type Props = { orgNo: string; role?: CustomRoleRecord; onClose: () => void };

/**
 * Creates or edits a custom role: names and descriptions per language, its users and companies, and on creation its
 * modules and a level per feature (an existing role's permissions have their own dialog, `RolePermissionsDialog`).
 */
export const CustomRoleDialog = ({ orgNo, role, onClose }: Props) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: user } = useLoggedOnUser();
  const [name, setName] = useState(role?.name ?? '');
  const [texts, setTexts] = useState(languages.map((language) => role?.texts.find((text) => text.language === language) ?? { language, name: '', description: '' }));
  const [permissions, setPermissions] = useState<RolePermissionsValue>({ levels: {}, modules: [] });
  const [userIds, setUserIds] = useState<string[]>(role?.userIds ?? []);
  const [companies, setCompanies] = useState<string[]>((role?.companies ?? []).map((c) => c.organisationNumber).filter((number) => number !== orgNo));
  const { setErrors, fieldProps } = useFormErrors();
  const availableUsers = useQuery({
    queryKey: ['company', orgNo, 'customRoles', 'availableUsers'],
    queryFn: ({ signal }) => apiFetch<CustomRoleUser[]>(`/company/${encodeURIComponent(orgNo)}/custom-roles/available-users`, { signal }),
  });
  const adminCompanies = administeredCompanies(user).filter((c) => c.organisationNumber !== orgNo);
  const save = useMutation({
    mutationFn: (input: TCustomRole) =>
      role
        ? apiFetch(`/company/${encodeURIComponent(orgNo)}/custom-roles/${role.id}`, { method: 'PUT', body: input })
        : apiFetch(`/company/${encodeURIComponent(orgNo)}/custom-roles`, { method: 'POST', body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customRolesQueryKey(orgNo) });
      notify({ messageKey: 'customRoles.saved', severity: 'success' });
      onClose();
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const { data, errors } = validateForm(ZCustomRoleSchema, { name, texts: texts.filter((text) => text.name || text.description), ...(role ? {} : { featureLevels: permissions.levels, modules: permissions.modules }), companies, userIds });
    setErrors(errors ?? {});
    if (data) save.mutate(data);
  };
  const users = availableUsers.data ?? [];
  return (
    <PortfolioDialog titleKey={role ? 'customRoles.edit' : 'customRoles.create'} submitKey="customRoles.save" pending={save.isPending} onSubmit={submit} onClose={onClose}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormError error={save.error} />
        <TextField label={t('resources.custom-roles.fields.name')} required autoFocus value={name} onChange={(e) => setName(e.target.value)} {...fieldProps('name')} />
        <Typography variant="h3">{t('customRoles.texts')}</Typography>
        {texts.map((text, index) => (
          <Stack key={text.language} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              size="small"
              label={`${t('resources.custom-roles.fields.name')} (${t(`language.${text.language}`)})`}
              value={text.name}
              onChange={(e) => setTexts((all) => all.map((other, i) => (i === index ? { ...other, name: e.target.value } : other)))}
            />
            <TextField
              size="small"
              fullWidth
              label={`${t('customRoles.description')} (${t(`language.${text.language}`)})`}
              value={text.description}
              onChange={(e) => setTexts((all) => all.map((other, i) => (i === index ? { ...other, description: e.target.value } : other)))}
            />
          </Stack>
        ))}
        {!role && <RolePermissionsFields value={permissions} onChange={setPermissions} />}
        <Autocomplete
          multiple
          options={users.map((u) => u.externalId)}
          getOptionLabel={(id) => {
            const found = users.find((u) => u.externalId === id);
            return found ? `${found.name} (${found.email})` : id;
          }}
          value={userIds}
          onChange={(_e, value) => setUserIds(value)}
          renderInput={(params) => <TextField {...params} label={t('resources.custom-roles.fields.users')} helperText={t('customRoles.usersHelp')} />}
        />
        {adminCompanies.length > 0 && (
          <Autocomplete
            multiple
            options={adminCompanies.map((c) => c.organisationNumber)}
            getOptionLabel={(number) => adminCompanies.find((c) => c.organisationNumber === number)?.name ?? number}
            value={companies}
            onChange={(_e, value) => setCompanies(value)}
            renderInput={(params) => <TextField {...params} label={t('customRoles.otherCompanies')} />}
          />
        )}
      </Stack>
    </PortfolioDialog>
  );
};
