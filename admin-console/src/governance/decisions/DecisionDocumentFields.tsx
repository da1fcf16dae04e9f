import { ZDecisionDraftSchema, type DecisionDocumentView, type DecisionDraftView, type DecisionFieldSpec, type DecisionType, type TMatterText } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, validateForm } from '@andel/ui/shell';
import { useGovernanceMutation } from '../useGovernanceMutation';

type Fields = Record<string, unknown>;
type DecisionDocumentFieldsProps = {
  path: string;
  decisionType: DecisionType;
  canEdit: boolean;
  /** The fields as the form holds them, given to the matter's save. */
  onFieldsChange: (fields: Fields | null) => void;
  onDrafted: (matterTexts: TMatterText[]) => void;
  /** Field errors of the matter's save, keyed `fields.…`. */
  saveErrors: Record<string, string>;
};

type Row = Record<string, string>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The fields a decision's resolution is drafted from (decision-documents: one zod schema for this form and the server),
 * who decides and by what majority under the company's law, and what the decision changes when applied. "Draft" fills
 * the matter's text in every language, for the user to read, edit and save.
 */
export const DecisionDocumentFields = ({ path, decisionType, canEdit, onFieldsChange, onDrafted, saveErrors }: DecisionDocumentFieldsProps) => {
  const { t, i18n } = useTranslation();
  const view = useQuery({ queryKey: ['decision-document', path], queryFn: ({ signal }) => apiFetch<DecisionDocumentView>(`${path}/document`, { signal }) });
  const [fields, setFields] = useState<Fields | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (view.data && fields === null) setFields(view.data.fields);
  }, [view.data, fields]);
  useEffect(() => onFieldsChange(fields), [fields]);
  const draft = useGovernanceMutation({
    mutationFn: (input: unknown) => apiFetch<DecisionDraftView>(`${path}/draft`, { method: 'POST', body: input }),
    successKey: 'decisionDocuments.drafted',
    onSuccess: (result) => onDrafted(result.matterTexts),
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  if (!view.data?.hasDocument || !fields) return null;
  const { data } = view;
  const documentLanguage = i18n.language === 'sv' ? 'sv' : i18n.language === 'en' ? 'en' : 'no';
  const set = (name: string, value: unknown) => setFields({ ...fields, [name]: value });
  const problem = (key: string) => {
    const message = errors[`fields.${key}`] ?? saveErrors[`fields.${key}`];
    return message ? { error: true, helperText: t(message) } : {};
  };
  const label = (name: string) => t(`decisionField.${name}`);
  const submit = () => {
    const { data: input, errors: problems } = validateForm(ZDecisionDraftSchema, { decisionType, fields });
    setErrors(problems ?? {});
    if (input) draft.mutate({ decisionType, fields });
  };

  const field = (spec: DecisionFieldSpec) => {
    const value = fields[spec.name];
    switch (spec.kind) {
      case 'boolean':
        return <FormControlLabel key={spec.name} control={<Checkbox checked={value === true} disabled={!canEdit} onChange={(event) => set(spec.name, event.target.checked)} />} label={label(spec.name)} />;
      case 'select':
        return (
          <TextField key={spec.name} select label={label(spec.name)} value={textOf(value)} disabled={!canEdit} onChange={(event) => set(spec.name, event.target.value)} {...problem(spec.name)}>
            {spec.options.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`decisionField.${spec.name}.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'shareClass':
        return (
          <TextField key={spec.name} select label={label(spec.name)} value={textOf(value)} disabled={!canEdit} onChange={(event) => set(spec.name, event.target.value)} {...problem(spec.name)}>
            {data.classes.map((shareClass) => (
              <MenuItem key={shareClass.id} value={shareClass.id}>
                {shareClass.names[documentLanguage]}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'perClassAmount':
        return (
          <Box key={spec.name} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography component="legend" variant="subtitle2">
              {label(spec.name)}
            </Typography>
            {rows(value).map((row, index) => (
              <TextField
                key={row.shareClassId}
                label={t('decisionDocuments.amountFor', { shareClass: data.classes.find(({ id }) => id === row.shareClassId)?.names[documentLanguage] ?? '' })}
                value={row.amountPerShare ?? ''}
                disabled={!canEdit}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                onChange={(event) => set(spec.name, rows(value).map((entry, at) => (at === index ? { ...entry, amountPerShare: event.target.value } : entry)))}
                {...problem(`${spec.name}.${index}.amountPerShare`)}
              />
            ))}
          </Box>
        );
      case 'people':
        return (
          <Box key={spec.name} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography component="legend" variant="subtitle2">
              {label(spec.name)}
            </Typography>
            {rows(value).map((row, index) => (
              <Box key={index} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <TextField label={t('decisionField.name')} value={row.name ?? ''} disabled={!canEdit} onChange={(event) => set(spec.name, rows(value).map((entry, at) => (at === index ? { ...entry, name: event.target.value } : entry)))} {...problem(`${spec.name}.${index}.name`)} />
                <TextField select sx={{ minWidth: 200 }} label={t('decisionDocuments.role')} value={row.role ?? ''} disabled={!canEdit} onChange={(event) => set(spec.name, rows(value).map((entry, at) => (at === index ? { ...entry, role: event.target.value } : entry)))}>
                  {spec.roles.map((role) => (
                    <MenuItem key={role} value={role}>
                      {spec.name === 'members' && ['chair', 'member'].includes(role) ? t(`decisionField.members.${role}`) : t(`companyRole.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
                {canEdit && <Button onClick={() => set(spec.name, rows(value).filter((_, at) => at !== index))}>{t('decisionDocuments.removePerson', { name: row.name || index + 1 })}</Button>}
              </Box>
            ))}
            {canEdit && (
              <Button sx={{ alignSelf: 'flex-start' }} onClick={() => set(spec.name, [...rows(value), { name: '', role: spec.roles.at(-1) ?? '' }])}>
                {t('decisionDocuments.addPerson')}
              </Button>
            )}
          </Box>
        );
      case 'names': {
        const names = Array.isArray(value) ? (value as string[]) : [];
        return (
          <Box key={spec.name} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography component="legend" variant="subtitle2">
              {label(spec.name)}
            </Typography>
            {names.map((name, index) => (
              <TextField key={index} label={`${t('decisionField.name')} ${index + 1}`} value={name} disabled={!canEdit} onChange={(event) => set(spec.name, names.map((entry, at) => (at === index ? event.target.value : entry)))} {...problem(`${spec.name}.${index}`)} />
            ))}
            {canEdit && (
              <Button sx={{ alignSelf: 'flex-start' }} onClick={() => set(spec.name, [...names, ''])}>
                {t('decisionDocuments.addPerson')}
              </Button>
            )}
          </Box>
        );
      }
      default:
        return (
          <TextField
            key={spec.name}
            label={label(spec.name)}
            value={textOf(value)}
            disabled={!canEdit}
            multiline={spec.kind === 'longText'}
            minRows={spec.kind === 'longText' ? 3 : undefined}
            type={spec.kind === 'date' ? 'date' : 'text'}
            slotProps={{ inputLabel: spec.kind === 'date' ? { shrink: true } : {}, htmlInput: spec.kind === 'amount' ? { inputMode: 'decimal' } : spec.kind === 'count' || spec.kind === 'year' ? { inputMode: 'numeric' } : {} }}
            onChange={(event) => set(spec.name, event.target.value)}
            {...problem(spec.name)}
          />
        );
    }
  };

  return (
    <Box component="section" aria-label={t('decisionDocuments.fields')} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {t('decisionDocuments.fields')}
      </Typography>
      <Typography variant="body2" data-testid="decision-body">
        {t(`decisionDocuments.body.${data.body}`)} · {t('decisionDocuments.law', { sources: data.majoritySource })}
      </Typography>
      <FormError error={draft.error} />
      {data.form.map(field)}
      {data.effect && <Alert severity="info">{t(`decisionEffect.${data.effect.kind}`)}</Alert>}
      {canEdit && (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} loading={draft.isPending} onClick={submit}>
          {t('decisionDocuments.draft')}
        </Button>
      )}
    </Box>
  );
};
