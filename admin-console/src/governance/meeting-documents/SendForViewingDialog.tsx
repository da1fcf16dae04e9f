import { meetingAccessTypes, suggestMeetingPassword, ZSendForViewingSchema, type MeetingAccessType, type TSendForViewing, type ViewingStatus } from '@andel/domain/shared';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, validateForm } from '@andel/ui/shell';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';

/**
 * Sends a meeting's notice for viewing (seed 002, sections 2 and 5: the viewing dialog): access open, by a
 * meeting password (a random one suggested) or by signing in, and the message the email carries. The recipients are
 * the notice editor's (a board meeting) or the register's holders and the extra participants (a general meeting).
 */
export const SendForViewingDialog = ({ orgNo, documentId, onClose, defaultMessageKey = 'viewingDialog.defaultMessage' }: { orgNo: string; documentId: string; onClose: () => void; defaultMessageKey?: string }) => {
  const { t } = useTranslation();
  const [accessType, setAccessType] = useState<MeetingAccessType>('open');
  const [password, setPassword] = useState(() => suggestMeetingPassword());
  const [message, setMessage] = useState(() => t(defaultMessageKey));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useGovernanceMutation({
    mutationFn: (input: TSendForViewing) => apiFetch<ViewingStatus>(`/document/${encodeURIComponent(documentId)}/${encodeURIComponent(orgNo)}/send-for-viewing`, { method: 'POST', body: input }),
    successKey: 'viewingDialog.sent',
    onSuccess: onClose,
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const { data, errors: problems } = validateForm(ZSendForViewingSchema, { accessType, message, ...(accessType === 'password' ? { password } : {}) });
    setErrors(problems ?? {});
    if (data) send.mutate(data);
  };
  return (
    <GovernanceDialog titleKey="viewingDialog.title" submitKey="viewingDialog.send" pending={send.isPending} onSubmit={submit} onClose={onClose}>
      <FormError error={send.error} />
      <FormControl>
        <FormLabel id="viewing-access">{t('viewingDialog.access')}</FormLabel>
        <RadioGroup aria-labelledby="viewing-access" value={accessType} onChange={(event) => setAccessType(event.target.value as MeetingAccessType)}>
          {meetingAccessTypes.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={t(`viewingDialog.access.${type}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      {accessType === 'password' && (
        <TextField
          label={t('boardMemberView.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ? t(errors.password) : t('viewingDialog.passwordHelp')}
        />
      )}
      <TextField
        label={t('viewingDialog.message')}
        multiline
        minRows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={Boolean(errors.message)}
        helperText={errors.message ? t(errors.message) : undefined}
      />
    </GovernanceDialog>
  );
};
