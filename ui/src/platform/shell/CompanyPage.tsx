import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CompanyHeading } from './CompanyHeading';

/** A page about the company in the address (`:orgNo`): its name on top, then the page's title and content. */
export const CompanyPage = ({ titleKey, children }: { titleKey: string; children: ReactNode }) => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  return (
    <>
      <CompanyHeading orgNo={orgNo} />
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t(titleKey)}
      </Typography>
      {children}
    </>
  );
};
