import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../auth/AuthLayout';

const sections = ['service', 'data', 'responsibility', 'privacy'] as const;

/** The terms of use the registration screen links to. */
export const TermsPage = () => {
  const { t } = useTranslation();
  return (
    <AuthLayout titleKey="terms.title">
      {sections.map((section) => (
        <section key={section}>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {t(`terms.${section}.title`)}
          </Typography>
          <Typography variant="body2">{t(`terms.${section}.text`)}</Typography>
        </section>
      ))}
    </AuthLayout>
  );
};
