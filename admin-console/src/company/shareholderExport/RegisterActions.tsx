import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLoggedOnUser } from '../../shell';
import { ExportDialog } from './ExportDialog';

/** The shareholder list's import and export buttons: import for those who may edit, export only for the company's admins (seed: register, section 6). */
export const RegisterActions = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const { data: user } = useLoggedOnUser();
  const [exporting, setExporting] = useState(false);
  const holds = (accessType: string) => user?.companies.some((company) => company.organisationNumber === orgNo && company.accessType === accessType) ?? false;
  const isAdmin = holds('ADMIN');
  return (
    <>
      {(isAdmin || holds('CUSTOM')) && (
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
