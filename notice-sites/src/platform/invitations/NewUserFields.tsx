import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type Values = { name: string; password: string };
type Props = { values: Values; onChange: (values: Values) => void; fieldProps: (field: string) => { error: boolean; helperText?: string } };

/** Name and password of a new user, with the create-password page's rules and hint. */
export const NewUserFields = ({ values, onChange, fieldProps }: Props) => {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('invitation.page.name')}
        autoComplete="name"
        required
        fullWidth
        margin="normal"
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
        {...fieldProps('name')}
      />
      <TextField
        label={t('invitation.page.password')}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        margin="normal"
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        {...fieldProps('password')}
        helperText={fieldProps('password').helperText ?? t('auth.password.hint')}
      />
    </>
  );
};
