import type { AppIndex } from '@andel/domain/shared';
import CancelIcon from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from './api';

const hiddenKey = 'andel.testLabelHidden';

/** The top bar's test label in a test environment (`GET /index`); a user may hide it for the session (seed: platform core, section 2). */
export const TestLabel = () => {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => window.sessionStorage.getItem(hiddenKey) === 'true');
  const { data } = useQuery({ queryKey: ['index'], queryFn: ({ signal }) => apiFetch<AppIndex>('/index', { signal }), staleTime: Infinity });
  if (!data?.testEnvironment || hidden) return null;
  const hide = () => {
    window.sessionStorage.setItem(hiddenKey, 'true');
    setHidden(true);
  };
  return <Chip color="warning" size="small" label={t('shell.testLabel')} onDelete={hide} deleteIcon={<CancelIcon aria-label={t('shell.testLabel.hide')} aria-hidden={false} />} sx={{ mr: 1 }} />;
};
