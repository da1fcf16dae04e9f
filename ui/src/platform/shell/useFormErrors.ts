import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A form's field errors (message keys by field) and the props that show one under its field. */
export const useFormErrors = () => {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldProps = useCallback(
    (field: string) => {
      const key = errors[field];
      return key ? { error: true, helperText: t(key) } : { error: false };
    },
    [errors, t],
  );
  return { errors, setErrors, fieldProps };
};
