import type { DocumentSigningView } from '@andel/domain/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@andel/ui/shell';

/** A document's signing in force: sent, signed by some (how many of how many), or signed and sealed with its copy to download. */
export const DocumentSigningStatus = ({ signing, orgNo, documentLabel }: { signing: DocumentSigningView; orgNo: string; documentLabel: string }) => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="document-signing-status">
      <Chip size="small" color={signing.status === 'SIGNING_COMPLETE' ? 'success' : 'warning'} label={t(`meetingDocuments.signing.${signing.status}`, { document: documentLabel, signed: signing.signed, total: signing.total })} />
      {signing.sealedEntryId && (
        <DownloadButton size="small" path={`/archive/${encodeURIComponent(orgNo)}/download/${encodeURIComponent(signing.sealedEntryId)}`} labelKey="meetingDocuments.downloadSigned" labelParams={{ document: documentLabel }} errorKey="archive.download-error" />
      )}
    </Stack>
  );
};
