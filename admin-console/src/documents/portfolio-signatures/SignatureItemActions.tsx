import type { SignatureItemView, SignatureTab } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadButton } from '@andel/ui/shell';
import { SigningStatusDialog } from '@andel/ui/signing-follow-up';

const companyPath = (item: SignatureItemView) => `/company/${encodeURIComponent(item.company.organisationNumber)}`;

/** Where the document lives: its decision-tool project, or its archive folder. */
const openPath = (item: SignatureItemView) => {
  const source = item.signingRequestSource;
  if (source.type === 'dbot') return source.projectId ? `${companyPath(item)}/projects/${encodeURIComponent(source.projectId)}` : null;
  return `${companyPath(item)}/archive/${encodeURIComponent(source.archiveRootFolder)}${source.parentId ? `?folderId=${encodeURIComponent(source.parentId)}` : ''}`;
};

/**
 * The actions of a sent or sealed signature (seed 002, sections 2 and 4): open where the document lives; for one sent
 * from the archive the signing status (remind a signer by resending, edit a signer, copy a link, cancel the request,
 * download the signed copies); for a sealed copy its download.
 */
export const SignatureItemActions = ({ item, tab }: { item: SignatureItemView; tab: SignatureTab }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState(false);
  if (tab !== 'sent' && tab !== 'sealed') return null;
  const open = openPath(item);
  const fromArchive = item.signingRequestSource.type === 'archive';
  return (
    <>
      {open && (
        <Button size="small" component={Link} to={open}>
          {t('portfolioSignatures.open')}
        </Button>
      )}
      {tab === 'sealed' && fromArchive && (
        <DownloadButton size="small" path={`/archive/${encodeURIComponent(item.company.organisationNumber)}/download/${encodeURIComponent(item.documentId)}`} labelKey="portfolioSignatures.download" errorKey="archive.download-error" />
      )}
      {tab === 'sent' && fromArchive && (
        <Button size="small" variant="outlined" onClick={() => setStatus(true)}>
          {t('portfolioSignatures.status')}
        </Button>
      )}
      {status && (
        <SigningStatusDialog
          orgNo={item.company.organisationNumber}
          entry={{ id: item.documentId, name: item.title }}
          onClose={() => {
            setStatus(false);
            void queryClient.invalidateQueries({ queryKey: ['portfolio-signatures'] });
          }}
        />
      )}
    </>
  );
};
