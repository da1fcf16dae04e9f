import {
  applyQuickSetup,
  capitalContributionTypes,
  capitalIncreaseVisibility,
  checkCapitalIncrease,
  emptyCapitalIncrease,
  excessAmountMethods,
  quickSetupTypes,
  registerFactsOf,
  withForcedAnswers,
  ZNominalValueIncreasePropertiesSchema,
  ZShareIssuePropertiesSchema,
  type CapitalIncreaseView,
  type TCapitalIncrease,
  type TSubscriber,
} from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, apiFetch, FormError, IsoDateField, LoadingState } from '@andel/ui/shell';
import { governanceQueryRoot, useGovernanceMutation } from '../useGovernanceMutation';
import { fieldErrorsOfAnswer, fieldErrorsOfIssues, type FieldErrors } from './form-errors';
import { SubscriptionFormsPanel } from '../../documents/subscription-forms/SubscriptionFormsPanel';
import { AllocationSection } from './AllocationSection';
import { ResolutionText } from './ResolutionText';
import { ShareIssueFields } from './ShareIssueFields';
import { YesNoField } from './YesNoField';

/** `canEdit`: the decision's fields may change; `canFollowUp`: its subscription and allocation may go on (also once decided). */
type Props = { projectId: string; decisionId: string; canEdit: boolean; canFollowUp: boolean };

const today = () => new Date().toISOString().slice(0, 10);

/** The increase of share capital decision's form (seed 001 sections 3-5): the shared rules decide what shows and what is wrong. */
export const CapitalIncreaseForm = ({ projectId, decisionId, canEdit, canFollowUp }: Props) => {
  const path = `/project/${encodeURIComponent(projectId)}/decisions/${encodeURIComponent(decisionId)}/capital-increase`;
  const view = useQuery({ queryKey: [governanceQueryRoot, 'capital-increase', decisionId], queryFn: ({ signal }) => apiFetch<CapitalIncreaseView>(path, { signal }) });
  if (!view.data) return view.error ? <FormError error={view.error} /> : <LoadingState />;
  return (
    <>
      <CapitalIncreaseFields key={view.dataUpdatedAt} path={path} projectId={projectId} view={view.data} canEdit={canEdit} canFollowUp={canFollowUp} />
      <AllocationSection path={path} canEdit={canFollowUp} />
    </>
  );
};

const CapitalIncreaseFields = ({ path, projectId, view, canEdit, canFollowUp }: Omit<Props, 'decisionId'> & { path: string; view: CapitalIncreaseView }) => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const register = registerFactsOf(view.register);
  const [form, setFormState] = useState<TCapitalIncrease>(view.form);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setForm = (change: Partial<TCapitalIncrease>) => setFormState((current) => withForcedAnswers({ ...current, ...change }));
  const setPreferentialSubscribers = (preferentialIssueSubscribers: TSubscriber[]) =>
    setFormState((current) => (current.properties?.type === 'shareIssue' ? { ...current, properties: { ...current.properties, preferentialIssueSubscribers } } : current));
  const visible = capitalIncreaseVisibility(form, register, { locked: view.isLocked });
  const disabled = !canEdit || view.isLocked;
  const save = useGovernanceMutation({
    mutationFn: (input: TCapitalIncrease) => apiFetch<CapitalIncreaseView>(path, { method: 'PUT', body: input }),
    successKey: 'capitalIncrease.form.saved',
    onError: (error) => setErrors(error instanceof ApiError ? fieldErrorsOfAnswer(error.body?.errors ?? {}) : {}),
  });
  const submit = () => {
    const issues = checkCapitalIncrease(form, register);
    setErrors(fieldErrorsOfIssues(issues));
    if (!issues.length) save.mutate(form);
  };
  const error = (field: string) => (errors[field] ? t(errors[field]!.message, errors[field]!.args) : undefined);
  const problem = (field: string) => (error(field) ? { error: true, helperText: error(field) } : {});
  const toggleContribution = (type: (typeof capitalContributionTypes)[number], on: boolean) =>
    setForm({ contributionTypes: on ? [...form.contributionTypes, type] : form.contributionTypes.filter((entry) => entry !== type) });
  return (
    <Stack component="section" aria-label={t('capitalIncrease.form.title')} sx={{ gap: 2 }}>
      <Paper variant="outlined" component="section" aria-labelledby="capital-increase-quick-setup" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id="capital-increase-quick-setup" variant="h4">
          {t('capitalIncrease.form.quickSetup')}
        </Typography>
        <Typography variant="body2">{t('capitalIncrease.form.quickSetupAbout')}</Typography>
        {!disabled && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {quickSetupTypes.map((type) => (
              <Button key={type} variant={form.quickSetupType === type ? 'contained' : 'outlined'} onClick={() => setFormState(applyQuickSetup(type, register, today()))}>
                {t(`capitalIncrease.form.quickSetup.${type}`)}
              </Button>
            ))}
            {form.quickSetupType && <Button onClick={() => setFormState(emptyCapitalIncrease())}>{t('capitalIncrease.form.quickSetupRemove')}</Button>}
          </Box>
        )}
      </Paper>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">{t('capitalIncrease.form.contributionTypes')}</Typography>
        <FormGroup row>
          {capitalContributionTypes.map((type) => (
            <FormControlLabel key={type} control={<Checkbox checked={form.contributionTypes.includes(type)} disabled={disabled} onChange={(event) => toggleContribution(type, event.target.checked)} />} label={t(`capitalIncrease.form.contributionType.${type}`)} />
          ))}
        </FormGroup>
        {error('contributionTypes') && <FormHelperText error>{error('contributionTypes')}</FormHelperText>}
      </Box>
      <YesNoField label={t('capitalIncrease.form.usePowerOfAttorney')} value={form.usePowerOfAttorney} disabled={disabled} onChange={(usePowerOfAttorney) => setForm({ usePowerOfAttorney })} error={error('usePowerOfAttorney')} />
      {visible.powerOfAttorneyDetails && (
        <>
          <IsoDateField label={t('capitalIncrease.form.powerOfAttorneyDate')} value={form.powerOfAttorneyDate ?? ''} disabled={disabled} onChange={(powerOfAttorneyDate) => setForm({ powerOfAttorneyDate })} {...problem('powerOfAttorneyDate')} />
          <TextField label={t('capitalIncrease.form.powerOfAttorneyText')} multiline value={form.powerOfAttorneyText ?? ''} disabled={disabled} onChange={(event) => setForm({ powerOfAttorneyText: event.target.value })} {...problem('powerOfAttorneyText')} />
        </>
      )}
      {visible.increaseType && (
        <TextField
          select
          label={t('capitalIncrease.form.increaseType')}
          value={form.properties?.type ?? ''}
          disabled={disabled}
          onChange={(event) =>
            setForm({ properties: event.target.value === 'shareIssue' ? ZShareIssuePropertiesSchema.parse({ type: 'shareIssue' }) : ZNominalValueIncreasePropertiesSchema.parse({ type: 'increaseNominalValue' }) })
          }
          {...problem('properties')}
        >
          <MenuItem value="shareIssue">{t('capitalIncrease.form.increaseType.shareIssue')}</MenuItem>
          <MenuItem value="increaseNominalValue">{t('capitalIncrease.form.increaseType.increaseNominalValue')}</MenuItem>
        </TextField>
      )}
      {visible.shareIssue && form.properties?.type === 'shareIssue' && (
        <ShareIssueFields
          orgNo={orgNo}
          issue={form.properties}
          register={register}
          visible={visible}
          onChange={(properties) => setForm({ properties })}
          errors={errors}
          disabled={disabled}
          preferential={{ load: () => apiFetch<TSubscriber[]>(`${path}/preferential-subscribers`, { method: 'POST', body: form }), onLoaded: setPreferentialSubscribers }}
        />
      )}
      {visible.nominalValueIncrease && form.properties?.type === 'increaseNominalValue' && (
        <TextField
          label={t('capitalIncrease.form.increaseInNominalValue')}
          value={form.properties.increaseInNominalValue ?? ''}
          disabled={disabled}
          onChange={(event) =>
            setForm({
              properties: {
                ...(form.properties as Extract<TCapitalIncrease['properties'], { type: 'increaseNominalValue' }>),
                increaseInNominalValue: event.target.value,
                contributionPerShareTypes: register.shareClasses.map(({ id, code }) => ({ sharetypeId: id, name: code, contributionPerShare: event.target.value })),
              },
            })
          }
          {...problem('properties.increaseInNominalValue')}
        />
      )}
      {visible.subscriptionFormQuestion && (
        <YesNoField label={t('capitalIncrease.form.isSubscriptionForm')} value={form.isSubscriptionForm} disabled={disabled} onChange={(isSubscriptionForm) => setForm({ isSubscriptionForm })} error={error('isSubscriptionForm')} />
      )}
      {visible.subscriptionPeriod && (
        <Stack direction="row" sx={{ gap: 1 }}>
          <IsoDateField label={t('capitalIncrease.form.periodFrom')} value={form.periodForSubscription.from ?? ''} disabled={disabled} onChange={(from) => setForm({ periodForSubscription: { ...form.periodForSubscription, from } })} {...problem('periodForSubscription.from')} />
          <IsoDateField label={t('capitalIncrease.form.periodTo')} value={form.periodForSubscription.to ?? ''} disabled={disabled} onChange={(to) => setForm({ periodForSubscription: { ...form.periodForSubscription, to } })} {...problem('periodForSubscription.to')} />
        </Stack>
      )}
      {visible.deadline && <IsoDateField label={t('capitalIncrease.form.deadline')} value={form.deadlineForSubscription ?? ''} disabled={disabled} onChange={(deadlineForSubscription) => setForm({ deadlineForSubscription })} {...problem('deadlineForSubscription')} />}
      {visible.account && (
        <>
          <YesNoField label={t('capitalIncrease.form.isDisposableAccount')} value={form.isDisposableAccount} disabled={disabled} onChange={(isDisposableAccount) => setForm({ isDisposableAccount })} error={error('isDisposableAccount')} />
          <YesNoField label={t('capitalIncrease.form.isAccountGiven')} value={form.isAccountGiven} disabled={disabled} onChange={(isAccountGiven) => setForm({ isAccountGiven })} error={error('isAccountGiven')} />
        </>
      )}
      {visible.accountNumber && <TextField label={t('capitalIncrease.form.accountNumber')} value={form.accountNumber ?? ''} disabled={disabled} onChange={(event) => setForm({ accountNumber: event.target.value })} {...problem('accountNumber')} />}
      {visible.excessAmountMethod && (
        <TextField select label={t('capitalIncrease.form.excessAmountMethod')} value={form.excessAmountMethod ?? ''} disabled={disabled} onChange={(event) => setForm({ excessAmountMethod: event.target.value as TCapitalIncrease['excessAmountMethod'] })} {...problem('excessAmountMethod')}>
          {excessAmountMethods.map((method) => (
            <MenuItem key={method} value={method}>
              {t(`capitalIncrease.form.excessAmountMethod.${method}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField label={t('capitalIncrease.form.estimatedCosts', { currency: register.currency })} value={form.estimatedCosts ?? ''} disabled={disabled} onChange={(event) => setForm({ estimatedCosts: event.target.value })} {...problem('estimatedCosts')} />
      <FormControlLabel
        control={<Checkbox checked={form.updateArticlesAutomatically} disabled={disabled || visible.disabled.updateArticlesAutomatically} onChange={(event) => setForm({ updateArticlesAutomatically: event.target.checked })} />}
        label={t('capitalIncrease.form.updateArticlesAutomatically')}
      />
      {visible.articleNumber && (
        <TextField
          label={t('capitalIncrease.form.articleNumber')}
          value={form.articleOfAssociationNumber ?? ''}
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(event) => setForm({ articleOfAssociationNumber: /^\d+$/.test(event.target.value) ? Number(event.target.value) : null })}
          {...problem('articleOfAssociationNumber')}
        />
      )}
      <FormError error={save.error} />
      {!disabled && (
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} loading={save.isPending} onClick={submit}>
          {t('capitalIncrease.form.save')}
        </Button>
      )}
      <ResolutionText resolution={view.resolution} />
      {view.form.isSubscriptionForm === true && <SubscriptionFormsPanel orgNo={orgNo} projectId={projectId} decisionId={view.decisionId} currency={register.currency} canSend={canFollowUp} />}
    </Stack>
  );
};
