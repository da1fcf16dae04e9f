import { batchNoticeAccessTypes, ZBatchNoticeSendSchema, type TBatchNoticeSend } from '@andel/domain/shared';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, validateForm } from '@andel/ui/shell';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';

export type BatchNoticeTarget = { kind: 'all' } | { kind: 'one'; projectId: string; companyName: string };

/**
 * Sends the batch's notices, one company's or every one not yet sent (issue 27): how the links open (openly or by
 * signing in; a password would be one for every company) and the message every email carries. The server queues
 * them; the overview follows each one's progress.
 */
export const SendBatchNoticesDialog = ({ batchProjectId, target, onClose }: { batchProjectId: string; target: BatchNoticeTarget; onClose: () => void }) => {
  const { t } = useTranslation();
  const [accessType, setAccessType] = useState<TBatchNoticeSend['accessType']>('open');
  const [message, setMessage] = useState(() => t('generalMeetings.notice.defaultMessage'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useGovernanceMutation({
    mutationFn: (input: TBatchNoticeSend) => apiFetch(`/batch-project/${encodeURIComponent(batchProjectId)}/send-notice`, { method: 'POST', body: input }),
    successKey: 'batchProjects.send.queued',
    onSuccess: onClose,
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const { data, errors: problems } = validateForm(ZBatchNoticeSendSchema, { accessType, message, ...(target.kind === 'one' ? { projectIds: [target.projectId] } : {}) });
    setErrors(problems ?? {});
    if (data) send.mutate(data);
  };
  return (
    <GovernanceDialog titleKey={target.kind === 'all' ? 'batchProjects.send.titleAll' : 'batchProjects.send.titleOne'} submitKey="viewingDialog.send" pending={send.isPending} onSubmit={submit} onClose={onClose}>
      <FormError error={send.error} />
      {target.kind === 'one' && <Typography sx={{ fontWeight: 600 }}>{target.companyName}</Typography>}
      <Typography>{t('batchProjects.send.help')}</Typography>
      <FormControl>
        <FormLabel id="batch-notice-access">{t('viewingDialog.access')}</FormLabel>
        <RadioGroup aria-labelledby="batch-notice-access" value={accessType} onChange={(event) => setAccessType(event.target.value as TBatchNoticeSend['accessType'])}>
          {batchNoticeAccessTypes.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={t(`viewingDialog.access.${type}`)} />
          ))}
        </RadioGroup>
      </FormControl>
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
