import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLoggedOnUser } from '@andel/ui/shell';
import { ImportButton } from '../import/ImportButton';
import { ExportDialog } from './ExportDialog';

/** The shareholder list's import (for those who may edit) and export buttons; export only for the company's admins (seed: register, section 6). */
export const RegisterActions = ({ canImport }: { canImport: boolean }) => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const { data: user } = useLoggedOnUser();
  const [exporting, setExporting] = useState(false);
  const isAdmin = user?.companies.some((company) => company.organisationNumber === orgNo && company.accessType === 'ADMIN') ?? false;
  return (
    <>
      {canImport && <ImportButton />}
      {isAdmin && (
        <Button startIcon={<DownloadIcon />} onClick={() => setExporting(true)}>
          {t('export.menu')}
        </Button>
      )}
      {exporting && <ExportDialog orgNo={orgNo} open onClose={() => setExporting(false)} />}
    </>
  );
};
