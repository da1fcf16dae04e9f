import { emptySignerRow, signingUploadMaxBytes, type DestinationFolderView, type OidcAvailabilityView, type SignerCandidatesView, type SignerRow } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, currentLanguage, fieldErrorsOf, FormError, uploadFiles } from '@andel/ui/shell';
import { usePortfolio } from '../../platform/portfolios/usePortfolio';
import { SignerRowsEditor, signerInputOf } from '@andel/ui/signing';

/** Seed 002 section 9: the portfolio wizard's signers start with BankID Norway. */
const defaultMethod = 'BANKID_AUTH' as const;
type Document = { file: File; orgNo: string; folderId: string };
type CompanySigners = SignerCandidatesView & { organisationNumber: string };
const isSendable = (file: File) => file.name.toLowerCase().endsWith('.pdf') && file.size <= signingUploadMaxBytes;
const destinationKey = (destination: DestinationFolderView) => destination.id ?? destination.rootFolder;

/** One document of step two: its company (among those the user administers) and destination folder there. */
const DocumentDestination = ({ document, companies, onChange }: { document: Document; companies: { name: string; organisationNumber: string }[]; onChange: (document: Document) => void }) => {
  const { t } = useTranslation();
  const folders = useQuery({
    queryKey: ['portfolio-signatures', 'destination-folders', document.orgNo],
    queryFn: ({ signal }) => apiFetch<DestinationFolderView[]>(`/portfolio/signatures/destination-folders/${encodeURIComponent(document.orgNo)}`, { signal }),
    enabled: !!document.orgNo,
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }} role="group" aria-label={document.file.name}>
      <Typography sx={{ flex: '0 0 30%' }}>{document.file.name}</Typography>
      <TextField select size="small" sx={{ minWidth: 220 }} label={t('portfolioSignatures.wizard.company')} value={document.orgNo} onChange={(event) => onChange({ ...document, orgNo: event.target.value, folderId: '' })}>
        {companies.map((company) => (
          <MenuItem key={company.organisationNumber} value={company.organisationNumber}>
            {company.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" sx={{ minWidth: 220 }} label={t('portfolioSignatures.wizard.destination')} value={document.folderId} disabled={!folders.data} onChange={(event) => onChange({ ...document, folderId: event.target.value })}>
        {(folders.data ?? []).map((each) => (
          <MenuItem key={destinationKey(each)} value={destinationKey(each)}>
            {[t(`archive.root.${each.rootFolder}`), ...each.path].join(' / ')}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};

/**
 * The portfolio's send-for-signing wizard (seed 002, "Portfolio signatures"): select-documents (PDF only, at most
 * 5120*5120 bytes, an invalid-format warning, a duplicate info), then send-documents (per document a company and a
 * destination folder; one signers form). Sent through the signing engine; on success it closes and the list reloads.
 */
export const SendDocumentsWizard = ({ onSent, onClose }: { onSent: () => void; onClose: () => void }) => {
  const { t } = useTranslation();
  const portfolio = usePortfolio('all');
  const companies = (portfolio.data?.userCompanies ?? []).filter(({ accessType }) => accessType === 'ADMIN');
  const [step, setStep] = useState<'select-documents' | 'send-documents'>('select-documents');
  const [documents, setDocuments] = useState<Document[]>([]);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [duplicates, setDuplicates] = useState<string[]>([]);
  const [rows, setRows] = useState<SignerRow[]>([emptySignerRow(defaultMethod, currentLanguage())]);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const chosen = [...new Set(documents.map(({ orgNo }) => orgNo).filter(Boolean))].sort();
  const signers = useQuery({
    queryKey: ['portfolio-signatures', 'company-signers', chosen],
    queryFn: () => apiFetch<CompanySigners[]>('/portfolio/signatures/company-signers', { method: 'POST', body: { companies: chosen } }),
    enabled: chosen.length > 0,
  });
  const availability = useQuery({ queryKey: ['auth', 'bankid-status'], queryFn: ({ signal }) => apiFetch<OidcAvailabilityView>('/auth/bankid-status', { signal }) });
  const candidates: SignerCandidatesView | undefined = signers.data && { companyRoles: signers.data.flatMap(({ companyRoles }) => companyRoles), shareholders: signers.data.flatMap(({ shareholders }) => shareholders), rolesWithoutEmail: signers.data.flatMap(({ rolesWithoutEmail }) => rolesWithoutEmail) };
  const errors = fieldErrorsOf(failure);

  const addFiles = (files: File[]) => {
    const names = new Set(documents.map(({ file }) => file.name));
    setInvalid(files.filter((file) => !isSendable(file)).map(({ name }) => name));
    setDuplicates(files.filter((file) => isSendable(file) && names.has(file.name)).map(({ name }) => name));
    const added = files.filter((file) => isSendable(file) && !names.has(file.name));
    setDocuments([...documents, ...added.map((file) => ({ file, orgNo: companies.length === 1 ? companies[0]!.organisationNumber : '', folderId: '' }))]);
  };
  const ready = documents.length > 0 && documents.every(({ orgNo, folderId }) => orgNo && folderId);
  const submit = async () => {
    setSubmitting(true);
    setFailure(null);
    try {
      await uploadFiles(
        '/portfolio/signatures/send-uploaded-document-for-signing',
        documents.map(({ file }) => file),
        () => undefined,
        'files',
        {
          destinations: JSON.stringify(documents.map(({ file, orgNo, folderId }) => ({ orgNo, fileName: file.name, folderId }))),
          signers: JSON.stringify(rows.map(signerInputOf)),
          emailBody: message,
        },
      );
      onSent();
    } catch (error) {
      setFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>{t('portfolioSignatures.wizard.title')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step === 'select-documents' ? 0 : 1} sx={{ mb: 2 }}>
          <Step>
            <StepLabel>{t('portfolioSignatures.wizard.step.select-documents')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('portfolioSignatures.wizard.step.send-documents')}</StepLabel>
          </Step>
        </Stepper>
        {step === 'select-documents' ? (
          <>
            <Button variant="outlined" component="label">
              {t('portfolioSignatures.wizard.chooseFiles')}
              <input hidden type="file" accept="application/pdf,.pdf" multiple aria-label={t('portfolioSignatures.wizard.chooseFiles')} onChange={(event) => addFiles([...(event.target.files ?? [])])} />
            </Button>
            {invalid.length > 0 && <Alert severity="warning" sx={{ mt: 1 }}>{t('portfolioSignatures.wizard.invalidFormat', { names: invalid.join(', ') })}</Alert>}
            {duplicates.length > 0 && <Alert severity="info" sx={{ mt: 1 }}>{t('portfolioSignatures.wizard.duplicate', { names: duplicates.join(', ') })}</Alert>}
            <Stack sx={{ mt: 2 }} spacing={1}>
              {documents.map((document) => (
                <Stack key={document.file.name} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ flexGrow: 1 }}>{document.file.name}</Typography>
                  <Button size="small" onClick={() => setDocuments(documents.filter((each) => each !== document))}>
                    {t('portfolioSignatures.wizard.remove')}
                  </Button>
                </Stack>
              ))}
            </Stack>
          </>
        ) : (
          <>
            {documents.map((document, index) => (
              <DocumentDestination key={document.file.name} document={document} companies={companies} onChange={(changed) => setDocuments(documents.map((each, at) => (at === index ? changed : each)))} />
            ))}
            <SignerRowsEditor rows={rows} onChange={setRows} candidates={candidates} availability={availability.data} defaultMethod={defaultMethod} errors={errors} />
            <TextField fullWidth multiline minRows={2} margin="normal" label={t('signing.send.message')} value={message} onChange={(event) => setMessage(event.target.value)} />
            {failure !== null && Object.keys(errors).length === 0 && <FormError error={failure} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('signing.send.cancel')}</Button>
        {step === 'select-documents' ? (
          <Button variant="contained" disabled={!documents.length} onClick={() => setStep('send-documents')}>
            {t('portfolioSignatures.wizard.next')}
          </Button>
        ) : (
          <>
            <Button onClick={() => setStep('select-documents')}>{t('portfolioSignatures.wizard.back')}</Button>
            <Button variant="contained" disabled={!ready || submitting} onClick={() => void submit()}>
              {t('signing.send.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
