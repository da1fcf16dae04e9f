import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** Opens the shareholder import: on the shareholder list's toolbar, and in its empty state, where a new company starts. */
export const ImportButton = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  return (
    <Button component={Link} to={`/company/${orgNo}/shareholders/import`} startIcon={<UploadIcon />}>
      {t('shareholderImport.menu')}
    </Button>
  );
};
