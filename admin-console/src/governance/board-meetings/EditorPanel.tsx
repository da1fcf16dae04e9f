import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One panel of a meeting document's editor: a card titled by `titleKey`, labelled for assistive technology. */
export const EditorPanel = ({ id, titleKey, children }: { id: string; titleKey: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id={id} variant="h3" component="h3">
          {t(titleKey)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
