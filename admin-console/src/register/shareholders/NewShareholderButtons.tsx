import type { NewShareholder } from '@andel/domain/shared';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import BusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { apiFetch, useNotify } from '../../shell';

/** Adds a blank person or company and opens its details to fill in. */
export const NewShareholderButtons = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const create = async (shareholderType: 'PERSON' | 'COMPANY') => {
    setBusy(true);
    try {
      const { shareholderId } = await apiFetch<NewShareholder>('/shareholder/new-shareholder', { method: 'POST', body: { orgNo, shareholderType } });
      navigate(`/company/${orgNo}/shareholders/list/${shareholderId}/details`);
    } catch {
      notify({ messageKey: 'general-error', severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button startIcon={<PersonAddIcon />} disabled={busy} onClick={() => void create('PERSON')}>
        {t('shareholders.new.person')}
      </Button>
      <Button startIcon={<BusinessIcon />} disabled={busy} onClick={() => void create('COMPANY')}>
        {t('shareholders.new.company')}
      </Button>
    </>
  );
};
