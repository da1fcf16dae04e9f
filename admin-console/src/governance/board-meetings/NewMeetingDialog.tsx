import {
  boardMeetingForms,
  defaultProjectName,
  meetingDocumentSelections,
  newMeetingDefaults,
  ZNewMeetingSchema,
  type NewMeetingDefaults,
  type ProjectCreated,
  type TNewMeeting,
} from '@andel/domain/shared';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, validateForm } from '@andel/ui/shell';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';
import { ChoiceField } from './ChoiceField';
import { rememberCopySource, rememberedCopySource } from './copy-source-memory';
import { CopyDecisionsField, type CopySource } from './CopyDecisionsField';
import { DocumentLanguageField } from './DocumentLanguageField';
import { MeetingOptionsField } from './MeetingOptionsField';
import { MeetingTimesFields } from './MeetingTimesFields';

type NewMeetingDialogProps = { orgNo: string; copySources: CopySource[]; onCreated: (projectId: string) => void; onClose: () => void };

const meetingKinds = ['ordinary', 'extraordinary'] as const;

/**
 * The new meeting form (seed 002, sections 2, 4 and 5): `POST /projects/new-meeting` with the defaults of
 * `newMeetingDefaults`; the name follows the date until the user writes one.
 */
export const NewMeetingDialog = ({ orgNo, copySources, onCreated, onClose }: NewMeetingDialogProps) => {
  const { t } = useTranslation();
  const [form, setForm] = useState<NewMeetingDefaults>(() => newMeetingDefaults(new Date()));
  const [typedName, setTypedName] = useState<string | null>(null);
  const [copyFrom, setCopyFrom] = useState(rememberedCopySource);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const projectName = typedName ?? defaultProjectName(form.meetingDate, [t('boardMeetings.newMeeting.defaultTitle')]);
  const set = <K extends keyof NewMeetingDefaults>(field: K) => (value: NewMeetingDefaults[K]) => setForm((current) => ({ ...current, [field]: value }));
  const create = useGovernanceMutation({
    mutationFn: (input: TNewMeeting) => apiFetch<ProjectCreated>('/projects/new-meeting', { method: 'POST', body: input }),
    successKey: 'boardMeetings.newMeeting.done',
    onSuccess: ({ projectId }) => onCreated(projectId),
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const duplicateProjectId = copySources.some(({ id }) => id === copyFrom) ? copyFrom : undefined;
    const { data, errors: problems } = validateForm(ZNewMeetingSchema, { ...form, orgNo, projectName, duplicateProjectId });
    setErrors(problems ?? {});
    if (!data) return;
    rememberCopySource(duplicateProjectId ?? '');
    create.mutate(data);
  };
  return (
    <GovernanceDialog titleKey="boardMeetings.newMeeting.title" submitKey="boardMeetings.newMeeting.submit" maxWidth="md" pending={create.isPending} onSubmit={submit} onClose={onClose}>
      <FormError error={create.error} />
      <TextField
        label={t('projects.field.name')}
        required
        autoFocus
        value={projectName}
        onChange={(event) => setTypedName(event.target.value)}
        error={Boolean(errors.projectName)}
        helperText={errors.projectName ? t(errors.projectName) : undefined}
      />
      <ChoiceField labelKey="boardMeetings.field.meetingForm" choices={boardMeetingForms} prefix="meetingForm." value={form.meetingForm} onChange={set('meetingForm')} />
      <MeetingTimesFields value={form} onChange={(times) => setForm((current) => ({ ...current, ...times }))} errors={errors} />
      <ChoiceField
        labelKey="boardMeetings.field.documentSelection"
        choices={meetingDocumentSelections}
        prefix="meetingDocumentSelection."
        value={form.meetingDocumentSelection}
        onChange={set('meetingDocumentSelection')}
      />
      <DocumentLanguageField value={form.meetingDocumentLanguage} onChange={set('meetingDocumentLanguage')} />
      <MeetingOptionsField value={form.meetingOptions} onChange={set('meetingOptions')} />
      <ChoiceField
        labelKey="boardMeetings.field.meetingKind"
        choices={meetingKinds}
        prefix="boardMeetings."
        value={form.ordinaryGeneralMeeting ? 'ordinary' : 'extraordinary'}
        onChange={(kind) => set('ordinaryGeneralMeeting')(kind === 'ordinary')}
      />
      {copySources.length > 0 && <CopyDecisionsField sources={copySources} value={copyFrom} onChange={setCopyFrom} />}
    </GovernanceDialog>
  );
};
