import { offeredSigningMethods, type OfferedSigningMethod } from '@andel/domain/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, FormError } from '@andel/ui/shell';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';

/**
 * Sends minutes (as saved) to their signatories through the signing engine, with one method and a message: a board
 * meeting's, or a general meeting's (`introKey` says where the sealed copy is filed).
 */
export const SendMinutesForSigningDialog = ({ documentId, signerNames, introKey, orgNo, onClose }: { documentId: string; signerNames: string[]; introKey: string; orgNo: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const [signingMethod, setSigningMethod] = useState<OfferedSigningMethod>('AUTH_EMAIL');
  const [emailBody, setEmailBody] = useState('');
  const send = useGovernanceMutation({
    mutationFn: () => apiFetch(`/document/${encodeURIComponent(documentId)}/${encodeURIComponent(orgNo)}/send-for-signing`, { method: 'POST', body: { signingMethod, emailBody } }),
    successKey: 'dbot.sendDocumentForSigningSuccess',
    onSuccess: onClose,
  });
  return (
    <GovernanceDialog titleKey="boardMinutes.sendForSigning.title" submitKey="boardMinutes.sendForSigning" pending={send.isPending} onSubmit={() => send.mutate(undefined)} onClose={onClose}>
      <Typography>{t(introKey, { names: signerNames.join(', ') })}</Typography>
      <TextField select label={t('signing.send.method')} value={signingMethod} onChange={(event) => setSigningMethod(event.target.value as OfferedSigningMethod)}>
        {offeredSigningMethods.map((method) => (
          <MenuItem key={method} value={method}>
            {t(`sealing.method.${method}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t('boardMinutes.sendForSigning.message')} multiline minRows={3} value={emailBody} onChange={(event) => setEmailBody(event.target.value)} />
      <FormError error={send.error} />
    </GovernanceDialog>
  );
};
