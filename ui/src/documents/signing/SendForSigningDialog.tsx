import {
  defaultBatchEmails,
  defaultSendSealedCopyTo,
  emptySignerRow,
  sealedCopyRecipients,
  type ArchiveEntryView,
  type DestinationFolderView,
  type OfferedSigningMethod,
  type SealedCopyRecipient,
  type SignerRow,
} from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, errorMessageKey, fieldErrorsOf, FormError } from '../../platform/shell';
import { SignerRowsEditor, signerInputOf } from './SignerRowsEditor';
import { sendForSigning, useSendForSigningData } from './useSendForSigning';

type Props = { orgNo: string; apiBase: string; entry: ArchiveEntryView; onSent: () => void; onClose: () => void };

/** New rows start with email codes, which work everywhere (the seed's bankidno default is the portfolio wizard's). */
const defaultMethod: OfferedSigningMethod = 'AUTH_EMAIL';
const destinationKey = (destination: DestinationFolderView) => destination.id ?? destination.rootFolder;

/**
 * Sends an archive PDF for signing (seed 002, sections 2 and 5): signers (at least one, each with name and email), the
 * quick-add of the company's people, a common method, a message, who gets the sealed copy, where it is stored, and
 * batch emails. The server checks everything again; its refusals show on their fields.
 */
export const SendForSigningDialog = ({ orgNo, apiBase, entry, onSent, onClose }: Props) => {
  const { t } = useTranslation();
  const data = useSendForSigningData(orgNo, apiBase, entry.id);
  const [rows, setRows] = useState<SignerRow[]>([emptySignerRow(defaultMethod, currentLanguage())]);
  const [message, setMessage] = useState('');
  const [sealedTo, setSealedTo] = useState<SealedCopyRecipient[]>(defaultSendSealedCopyTo);
  const [others, setOthers] = useState([{ name: '', email: '' }]);
  const [destination, setDestination] = useState('');
  const [batchEmails, setBatchEmails] = useState(defaultBatchEmails);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errors = fieldErrorsOf(failure);
  const fieldError = (field: string) => (errors[field] ? t(errors[field]) : ' ');

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    const chosen = data.destinations.data?.find((each) => destinationKey(each) === destination);
    try {
      await sendForSigning(orgNo, {
        documentId: entry.id,
        signers: rows.map(signerInputOf),
        emailBody: message,
        signingSettings: { sendSealedCopyTo: sealedTo, otherRecipients: sealedTo.includes('OTHERS') ? others : [], batchEmails, ...(chosen ? (chosen.id ? { folderId: chosen.id } : { rootFolder: chosen.rootFolder as never }) : {}) },
      });
      onSent();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle>{t('signing.send.title', { name: entry.name })}</DialogTitle>
        <DialogContent>
          <SignerRowsEditor rows={rows} onChange={setRows} candidates={data.candidates.data} availability={data.availability.data} defaultMethod={defaultMethod} errors={errors} />
          <TextField fullWidth multiline minRows={2} margin="normal" label={t('signing.send.message')} value={message} onChange={(event) => setMessage(event.target.value)} />
          <Typography variant="subtitle1" component="h3">
            {t('signing.send.sealedCopyTo')}
          </Typography>
          <FormGroup row>
            {sealedCopyRecipients.map((recipient) => (
              <FormControlLabel
                key={recipient}
                label={t(`signing.sealedCopy.${recipient}`)}
                control={<Checkbox checked={sealedTo.includes(recipient)} onChange={(event) => setSealedTo(event.target.checked ? [...sealedTo, recipient] : sealedTo.filter((each) => each !== recipient))} />}
              />
            ))}
          </FormGroup>
          {sealedTo.includes('OTHERS') &&
            others.map((other, index) => (
              <Stack key={index} direction="row" spacing={1} sx={{ mb: 1 }}>
                <TextField size="small" label={t('signing.send.name')} value={other.name} onChange={(event) => setOthers(others.map((each, at) => (at === index ? { ...each, name: event.target.value } : each)))} error={!!errors[`signingSettings.otherRecipients.${index}.name`]} helperText={fieldError(`signingSettings.otherRecipients.${index}.name`)} />
                <TextField size="small" label={t('signing.send.email')} value={other.email} onChange={(event) => setOthers(others.map((each, at) => (at === index ? { ...each, email: event.target.value } : each)))} error={!!errors[`signingSettings.otherRecipients.${index}.email`]} helperText={fieldError(`signingSettings.otherRecipients.${index}.email`)} />
              </Stack>
            ))}
          {sealedTo.includes('OTHERS') && <Button onClick={() => setOthers([...others, { name: '', email: '' }])}>{t('signing.send.addOther')}</Button>}
          <TextField select fullWidth margin="normal" label={t('signing.send.destination')} value={destination} onChange={(event) => setDestination(event.target.value)} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">{t('signing.send.besideOriginal')}</MenuItem>
            {(data.destinations.data ?? []).map((each) => (
              <MenuItem key={destinationKey(each)} value={destinationKey(each)}>
                {[t(`archive.root.${each.rootFolder}`), ...each.path].join(' / ')}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel label={t('signing.send.batchEmails')} control={<Checkbox checked={batchEmails} onChange={(event) => setBatchEmails(event.target.checked)} />} />
          {failure !== null && Object.keys(errors).length === 0 && <FormError error={failure} />}
          {failure !== null && Object.keys(errors).length === 0 && errorMessageKey(failure) === 'general-error' && <Typography color="error">{t('archive.send-for-signing-error')}</Typography>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('signing.send.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('signing.send.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
