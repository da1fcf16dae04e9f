import { defaultFeedbackDeadline, reviewModes, ZSendForReviewSchema, type BoardMinutesView, type ReviewMode } from '@andel/domain/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, FormError, IsoDateField, validateForm } from '@andel/ui/shell';
import { ChoiceField } from '../board-meetings/ChoiceField';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * Send for review (seed 002, section 2: tabs options and recipients): the mode, the feedback deadline (7 days ahead
 * at 00:00 suggested) and a message; the company-role recipients, each excludable but not deletable, and extra
 * recipients with name and email, added and deleted.
 */
export const SendForReviewDialog = ({ view, orgNo, onClose }: { view: BoardMinutesView; orgNo: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'options' | 'recipients'>('options');
  const [mode, setMode] = useState<ReviewMode>('voting');
  const [deadline] = useState(() => defaultFeedbackDeadline(today()).split('T'));
  const [deadlineDate, setDeadlineDate] = useState(deadline[0]!);
  const [deadlineTime, setDeadlineTime] = useState(deadline[1]!);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [excluded, setExcluded] = useState<string[]>([]);
  const [extra, setExtra] = useState<{ name: string; email: string }[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useGovernanceMutation({
    mutationFn: (body: unknown) => apiFetch(`/document/${encodeURIComponent(view.documentId)}/${encodeURIComponent(orgNo)}/send-for-review`, { method: 'POST', body }),
    successKey: 'dbot.send-for-review',
    onSuccess: onClose,
  });
  const submit = () => {
    const body = {
      sendMessageRequest: { messageSubject: subject, payload: message, recipientSelectionState: { excludeBoardMemberIds: excluded, inlineRecipients: extra } },
      options: { mode, deadlineForFeedback: `${deadlineDate}T${deadlineTime}` },
    };
    const { data, errors: problems } = validateForm(ZSendForReviewSchema, body);
    setErrors(problems ?? {});
    if (problems && Object.keys(problems).some((field) => field.startsWith('sendMessageRequest.recipientSelectionState'))) setTab('recipients');
    if (data) send.mutate(data);
  };
  const problem = (field: string) => (errors[field] ? { error: true, helperText: t(errors[field]!) } : {});
  return (
    <GovernanceDialog titleKey="boardMinutes.sendForReview.title" submitKey="boardMinutes.sendForReview.submit" pending={send.isPending} maxWidth="md" onSubmit={submit} onClose={onClose}>
      <Tabs value={tab} onChange={(_, next: 'options' | 'recipients') => setTab(next)}>
        <Tab value="options" label={t('boardMinutes.sendForReview.options')} />
        <Tab value="recipients" label={t('boardMinutes.sendForReview.recipients')} />
      </Tabs>
      <Box hidden={tab !== 'options'} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <ChoiceField labelKey="boardMinutes.sendForReview.mode" choices={reviewModes} prefix="reviewMode." value={mode} onChange={setMode} />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <IsoDateField label={t('boardMinutes.sendForReview.deadlineDate')} required value={deadlineDate} onChange={setDeadlineDate} error={Boolean(errors['options.deadlineForFeedback'])} helperText={errors['options.deadlineForFeedback'] ? t(errors['options.deadlineForFeedback']) : undefined} />
          <TextField label={t('boardMinutes.sendForReview.deadlineTime')} type="time" value={deadlineTime} onChange={(event) => setDeadlineTime(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
        <TextField label={t('boardMinutes.sendForReview.subject')} value={subject} onChange={(event) => setSubject(event.target.value)} {...problem('sendMessageRequest.messageSubject')} />
        <TextField label={t('boardMinutes.sendForReview.message')} multiline minRows={3} value={message} onChange={(event) => setMessage(event.target.value)} {...problem('sendMessageRequest.payload')} />
      </Box>
      <Box hidden={tab !== 'recipients'} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <FormGroup>
          {view.reviewCandidates.map((candidate) => (
            <FormControlLabel
              key={candidate.companyroleId}
              control={
                <Checkbox
                  checked={!excluded.includes(candidate.companyroleId)}
                  onChange={(event) => setExcluded(event.target.checked ? excluded.filter((id) => id !== candidate.companyroleId) : [...excluded, candidate.companyroleId])}
                />
              }
              label={t('boardMeetings.recipient.label', { name: candidate.name, role: t(`companyRole.${candidate.role}`), email: candidate.email ?? t('boardMeetings.recipient.noEmail') })}
            />
          ))}
        </FormGroup>
        {extra.map((entry, index) => {
          const number = index + 1;
          const field = `sendMessageRequest.recipientSelectionState.inlineRecipients.${index}`;
          const update = (change: Partial<typeof entry>) => setExtra(extra.map((candidate, at) => (at === index ? { ...candidate, ...change } : candidate)));
          return (
            <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField size="small" required label={t('boardMeetings.extraParticipant.name', { number })} value={entry.name} onChange={(event) => update({ name: event.target.value })} {...problem(`${field}.name`)} />
              <TextField size="small" required type="email" label={t('boardMeetings.extraParticipant.email', { number })} value={entry.email} onChange={(event) => update({ email: event.target.value })} {...problem(`${field}.email`)} />
              <IconButton aria-label={t('boardMeetings.extraParticipant.remove', { number })} onClick={() => setExtra(extra.filter((_, at) => at !== index))}>
                <DeleteIcon />
              </IconButton>
            </Box>
          );
        })}
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setExtra([...extra, { name: '', email: '' }])}>
          {t('boardMeetings.extraParticipant.add')}
        </Button>
      </Box>
      {Object.keys(errors).length > 0 && <Typography color="error">{t('general-validation-error')}</Typography>}
      <FormError error={send.error} />
    </GovernanceDialog>
  );
};
