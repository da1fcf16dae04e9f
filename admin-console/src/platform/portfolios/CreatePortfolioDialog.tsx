import { ZPortfolioCreateSchema, type TPortfolioCreate, type PortfolioSummary } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFetch, fieldErrorsOf, FormError, useFormErrors, validateForm } from '@andel/ui/shell';
import { companiesPath } from './portfolio-scopes';
import { PortfolioDialog } from './PortfolioDialog';
import { usePortfolioMutation } from './usePortfolioMutation';

/** Creates a portfolio (seed: platform core, section 2: a name, a beta note and an ownership note) and opens it. */
export const CreatePortfolioDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const { setErrors, fieldProps } = useFormErrors();
  const create = usePortfolioMutation({
    mutationFn: (input: TPortfolioCreate) => apiFetch<PortfolioSummary>('/portfolio/new', { method: 'POST', body: input }),
    successKey: 'portfolio.create.done',
    onSuccess: (portfolio) => {
      onClose();
      navigate(companiesPath(portfolio.id));
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const { data, errors } = validateForm(ZPortfolioCreateSchema, { portfolioName: name });
    setErrors(errors ?? {});
    if (data) create.mutate(data);
  };

  return (
    <PortfolioDialog titleKey="portfolio.create.title" submitKey="portfolio.create.submit" pending={create.isPending} onSubmit={submit} onClose={onClose}>
      <Alert severity="info">{t('portfolio.create.beta')}</Alert>
      <FormError error={create.error} />
      <TextField
        label={t('portfolio.create.name')}
        required
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        {...fieldProps('portfolioName')}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('portfolio.create.ownership')}
      </Typography>
    </PortfolioDialog>
  );
};
