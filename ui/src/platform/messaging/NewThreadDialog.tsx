import { ZStartThreadSchema, type AiPromptType, type MessageAudience, type MessageRecipientCandidateView } from '@andel/domain/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, fieldErrorsOf, useFormErrors, useNotify, validateForm } from '../shell';
import { RichTextEditor } from '../texts';
import { useRecipientCandidates, useStartThread } from './useMessaging';
import { AttachmentPicker, noAttachments, type MessageAttachmentChoice } from './MessageAttachments';
import type { MessagingScope } from './messaging-scope';

const candidateLabel = (candidate: MessageRecipientCandidateView) => candidate.name;

/** The assistant's prompt for a message to each audience (seed 000: prompt types). */
const promptTypeOf: Record<MessageAudience, AiPromptType> = { BOARD: 'COMPLETION_MESSAGE_TO_BOARD_MEMBERS', SHAREHOLDERS: 'COMPLETION_MESSAGE_TO_SHAREHOLDERS' };

/** A new thread to the board or shareholders: everyone of the audience, or those chosen; subject and text. */
export const NewThreadDialog = ({ scope, audiences, onStarted, onClose }: { scope: MessagingScope; audiences: MessageAudience[]; onStarted: (id: string) => void; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [audience, setAudience] = useState<MessageAudience>(audiences[0]!);
  const [everyone, setEveryone] = useState(true);
  const [chosen, setChosen] = useState<MessageRecipientCandidateView[]>([]);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<MessageAttachmentChoice>(noAttachments);
  const { apiBase, orgNo } = scope;
  const { errors, setErrors, fieldProps } = useFormErrors();
  const candidates = useRecipientCandidates(apiBase, audience);
  const start = useStartThread(apiBase);
  const submit = () => {
    const input = { audience, subject, body, ...(everyone ? {} : { recipientIds: chosen.map(({ id }) => id) }) };
    const errors = { ...validateForm(ZStartThreadSchema, input).errors };
    if (!everyone && !chosen.length) errors.recipientIds = 'messaging.noRecipients';
    setErrors(errors);
    if (Object.keys(errors).length) return;
    start.mutate({ ...input, attachments }, {
      onSuccess: ({ id }) => {
        notify({ messageKey: 'messaging.sent', severity: 'success' });
        onStarted(id);
      },
      onError: (failure) => setErrors(fieldErrorsOf(failure)),
    });
  };
  const count = candidates.data?.length ?? 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle>{t('messaging.newThread')}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label={t('messaging.to')}
            value={audience}
            onChange={(event) => {
              setAudience(event.target.value as MessageAudience);
              setChosen([]);
            }}
          >
            {audiences.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`messaging.audience.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <RadioGroup row value={everyone ? 'all' : 'chosen'} onChange={(event) => setEveryone(event.target.value === 'all')}>
            <FormControlLabel value="all" control={<Radio />} label={t('messaging.recipients.all', { count })} />
            <FormControlLabel value="chosen" control={<Radio />} label={t('messaging.recipients.chosen')} />
          </RadioGroup>
          {!everyone && (
            <Autocomplete
              multiple
              options={candidates.data ?? []}
              loading={candidates.isLoading}
              getOptionLabel={candidateLabel}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              value={chosen}
              onChange={(_, value) => setChosen(value)}
              renderInput={(params) => <TextField {...params} margin="dense" label={t('messaging.recipients.chosen')} {...fieldProps('recipientIds')} />}
            />
          )}
          <TextField fullWidth margin="dense" label={t('messaging.subject')} value={subject} onChange={(event) => setSubject(event.target.value)} {...fieldProps('subject')} />
          <RichTextEditor
            label={t('messaging.body')}
            value={body}
            onChange={setBody}
            orgNo={orgNo}
            promptType={promptTypeOf[audience]}
            language={i18n.language === 'sv' || i18n.language === 'en' ? i18n.language : 'nb'}
            required
            error={errors.body ? t(errors.body) : undefined}
          />
          <AttachmentPicker scope={scope} value={attachments} onChange={setAttachments} disabled={start.isPending} />
          <FormError error={start.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('messaging.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={start.isPending || (everyone && count === 0)}>
            {t('messaging.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
