import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useFollowUpCount } from './follow-up-count';

/** The portfolio's follow-up, opened from any page; its badge counts what is new since the user last looked. */
export const FollowUpLink = () => {
  const { t } = useTranslation();
  const { data } = useFollowUpCount(true);
  const count = data?.count ?? 0;
  return (
    <Button color="inherit" href="/portfolio/all/follow-up/company-info" aria-label={t('shell.topBar.followUpCount', { count })}>
      <Badge badgeContent={count} color="error" data-testid="follow-up-badge">
        {/* The space keeps the label and the count two words, so the visible text stays part of the name (WCAG 2.5.3). */}
        {t('shell.topBar.followUp')}{' '}
      </Badge>
    </Button>
  );
};
