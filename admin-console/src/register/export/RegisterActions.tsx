import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLoggedOnUser } from '@andel/ui/shell';
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
      {canImport && (
        <Button component={Link} to={`/company/${orgNo}/shareholders/import`} startIcon={<UploadIcon />}>
          {t('shareholderImport.menu')}
        </Button>
      )}
      {isAdmin && (
        <Button startIcon={<DownloadIcon />} onClick={() => setExporting(true)}>
          {t('export.menu')}
        </Button>
      )}
      {exporting && <ExportDialog orgNo={orgNo} open onClose={() => setExporting(false)} />}
    </>
  );
};
