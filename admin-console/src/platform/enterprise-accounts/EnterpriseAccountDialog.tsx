import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { billingFrequencies, enterpriseAccountStatuses, enterpriseFeatures, ZEnterpriseAccountSchema, type EnterpriseFeature, type TEnterpriseAccount, type EnterpriseAccountView } from '@andel/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortfolioDialog } from '../portfolios/PortfolioDialog';
import { apiFetch, fieldErrorsOf, FormError, useFormErrors, useNotify, validateForm } from '@andel/ui/shell';

type Props = { account?: EnterpriseAccountView; onClose: () => void; onSaved: (account: EnterpriseAccountView) => void };

const defaultQuota: Record<EnterpriseFeature, number> = { CUSTOM_DOCS: 100, LIVE_GM: 10 };

/** Creates an enterprise account or edits one: status, billing frequency, features with quotas, companies by organisation number. */
export const EnterpriseAccountDialog = ({ account, onClose, onSaved }: Props) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [name, setName] = useState(account?.name ?? '');
  const [status, setStatus] = useState(account?.status ?? 'ACTIVE');
  const [billingFrequency, setBillingFrequency] = useState(account?.billingFrequency ?? 'ANNUALLY');
  const [quotas, setQuotas] = useState<Partial<Record<EnterpriseFeature, string>>>(
    Object.fromEntries((account?.features ?? []).map((f) => [f.feature, String(f.quota)])),
  );
  const [organisationNumbers, setOrganisationNumbers] = useState((account?.companies ?? []).map((c) => c.organisationNumber).join('\n'));
  const { setErrors, fieldProps } = useFormErrors();
  const save = useMutation({
    mutationFn: (input: TEnterpriseAccount) =>
      account
        ? apiFetch<EnterpriseAccountView>(`/enterprise-accounts/${account.id}`, { method: 'POST', body: input })
        : apiFetch<EnterpriseAccountView>('/enterprise-accounts', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['enterpriseAccounts'] });
      notify({ messageKey: 'enterpriseAccount.saved', severity: 'success' });
      onSaved(saved);
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const features = enterpriseFeatures.flatMap((feature) => {
      const quota = quotas[feature];
      return quota === undefined ? [] : [{ feature, quota: quota.trim() === '' ? Number.NaN : Number(quota) }];
    });
    const numbers = organisationNumbers.split(/[\s,;]+/).filter(Boolean);
    const { data, errors } = validateForm(ZEnterpriseAccountSchema, { name, status, billingFrequency, features, organisationNumbers: numbers });
    setErrors(errors ?? {});
    if (data) save.mutate(data);
  };
  const enabledFeatures = enterpriseFeatures.filter((feature) => quotas[feature] !== undefined);
  const toggleFeature = (feature: EnterpriseFeature, on: boolean) =>
    setQuotas((current) => {
      const { [feature]: _removed, ...rest } = current;
      return on ? { ...rest, [feature]: String(defaultQuota[feature]) } : rest;
    });

  return (
    <PortfolioDialog
      titleKey={account ? 'enterpriseAccount.edit.title' : 'enterpriseAccount.create.title'}
      submitKey="enterpriseAccount.save"
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormError error={save.error} />
        <TextField label={t('enterpriseAccount.name')} required autoFocus value={name} onChange={(e) => setName(e.target.value)} {...fieldProps('name')} />
        <TextField select label={t('enterpriseAccount.status')} value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
          {enterpriseAccountStatuses.map((value) => (
            <MenuItem key={value} value={value}>{t(`enterpriseAccount.status.${value}`)}</MenuItem>
          ))}
        </TextField>
        <TextField select label={t('enterpriseAccount.billingFrequency')} value={billingFrequency} onChange={(e) => setBillingFrequency(e.target.value as typeof billingFrequency)}>
          {billingFrequencies.map((value) => (
            <MenuItem key={value} value={value}>{t(`enterpriseAccount.billingFrequency.${value}`)}</MenuItem>
          ))}
        </TextField>
        {enterpriseFeatures.map((feature) => (
          <Stack key={feature} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <FormControlLabel
              sx={{ flexGrow: 1 }}
              control={<Checkbox checked={quotas[feature] !== undefined} onChange={(e) => toggleFeature(feature, e.target.checked)} />}
              label={t(`enterpriseAccount.feature.${feature}`)}
            />
            <TextField
              label={t(`enterpriseAccount.quota.${feature}`)}
              type="number"
              size="small"
              disabled={quotas[feature] === undefined}
              value={quotas[feature] ?? ''}
              onChange={(e) => setQuotas((current) => ({ ...current, [feature]: e.target.value }))}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              {...fieldProps(`features.${enabledFeatures.indexOf(feature)}.quota`)}
            />
          </Stack>
        ))}
        <TextField
          label={t('enterpriseAccount.organisationNumbers')}
          helperText={t('enterpriseAccount.organisationNumbers.help')}
          multiline
          minRows={3}
          value={organisationNumbers}
          onChange={(e) => setOrganisationNumbers(e.target.value)}
        />
      </Stack>
    </PortfolioDialog>
  );
};
