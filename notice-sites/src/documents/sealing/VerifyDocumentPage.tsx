import { formatDate, formatTime } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, FormError, PublicLayout } from '@andel/ui/shell';
import { useVerifyDocument } from './useVerifyDocument';

/**
 * `/document/verify` (anonymous): anyone drops a PDF and learns whether it is an unaltered document sealed by Andel,
 * who signed it and when. The QR code on a sealed document's certificate page leads here.
 */
export const VerifyDocumentPage = () => {
  const { t } = useTranslation();
  const { verify, percent } = useVerifyDocument();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const check = (file: File | undefined) => file && verify.mutate(file);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    check(event.dataTransfer.files[0]);
  };
  const fileError = fieldErrorsOf(verify.error).file;
  const answer = verify.data;

  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: 720 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('sealing.verify.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('sealing.verify.intro')}</Typography>
        <Box
          data-testid="verify-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 2, p: 4, textAlign: 'center', bgcolor: dragging ? 'action.hover' : undefined }}
        >
          <Typography component="span">{t('sealing.verify.drop')} </Typography>
          <Button variant="outlined" onClick={() => input.current?.click()}>
            {t('sealing.verify.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            aria-label={t('sealing.verify.choose')}
            onChange={(event) => {
              check(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Box>
        {verify.isPending && (
          <Box sx={{ mt: 2 }}>
            <Typography>{t('sealing.verify.checking')}</Typography>
            <LinearProgress variant={percent < 100 ? 'determinate' : 'indeterminate'} value={percent} />
          </Box>
        )}
        {fileError && <Alert severity="error" sx={{ mt: 2 }}>{t(fileError)}</Alert>}
        <FormError error={verify.error} />
        {answer?.sealed === false && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t(`sealing.verify.rejected.${answer.reason}`)}
          </Alert>
        )}
        {answer?.sealed && (
          <Alert severity="success" sx={{ mt: 2 }}>
            <AlertTitle>{t('sealing.verify.sealed')}</AlertTitle>
            <Typography variant="body2">{t('sealing.verify.sealedAt', { date: formatDate(answer.sealedAt), time: formatTime(answer.sealedAt) })}</Typography>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {t('sealing.verify.originalSha256', { hash: answer.originalSha256 })}
            </Typography>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t('sealing.verify.signers')}
            </Typography>
            <Box component="ul" sx={{ my: 0, pl: 3 }}>
              {answer.signers.map((signer) => (
                <li key={`${signer.name}-${signer.signedAt}`}>
                  <strong>{signer.name}</strong>
                  {': '}
                  {t('sealing.verify.signerLine', {
                    method: t(`sealing.method.${signer.signingMethod}`),
                    date: formatDate(signer.signedAt),
                    time: formatTime(signer.signedAt),
                  })}
                  {signer.assertedIdentity && ` (${signer.assertedIdentity})`}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <Typography variant="body2" sx={{ mt: 3 }}>
          <Link href="/api/document/seal-certificate.pem">{t('sealing.verify.certificate')}</Link>
        </Typography>
      </Box>
    </PublicLayout>
  );
};
