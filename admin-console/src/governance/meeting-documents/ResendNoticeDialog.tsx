import { ZResendNoticeSchema, type TResendNotice, type ViewingRecipient, type ViewingStatus } from '@andel/domain/shared';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, validateForm } from '@andel/ui/shell';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';

/** Edit a recipient's name and email and send the notice to them again with a new personal link (seed 002: viewing status, edit). */
export const ResendNoticeDialog = ({ orgNo, documentId, recipient, onClose }: { orgNo: string; documentId: string; recipient: ViewingRecipient; onClose: () => void }) => {
  const { t } = useTranslation();
  const [name, setName] = useState(recipient.recipientName);
  const [email, setEmail] = useState(recipient.recipientEmail);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const resend = useGovernanceMutation({
    mutationFn: (input: TResendNotice) =>
      apiFetch<ViewingStatus>(`/document/${encodeURIComponent(documentId)}/${encodeURIComponent(orgNo)}/recipients/${encodeURIComponent(recipient.recipientDocumentId)}/resend`, { method: 'POST', body: input }),
    successKey: 'viewingStatus.resent',
    onSuccess: onClose,
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const { data, errors: problems } = validateForm(ZResendNoticeSchema, { name, email });
    setErrors(problems ?? {});
    if (data) resend.mutate(data);
  };
  return (
    <GovernanceDialog titleKey="viewingStatus.editTitle" submitKey="viewingStatus.resend" pending={resend.isPending} onSubmit={submit} onClose={onClose}>
      <FormError error={resend.error} />
      <TextField label={t('viewingStatus.name')} value={name} onChange={(event) => setName(event.target.value)} error={Boolean(errors.name)} helperText={errors.name ? t(errors.name) : undefined} />
      <TextField label={t('viewingStatus.email')} type="email" value={email} onChange={(event) => setEmail(event.target.value)} error={Boolean(errors.email)} helperText={errors.email ? t(errors.email) : undefined} />
    </GovernanceDialog>
  );
};
