import type { CapitalIncreaseView } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const languages = ['nb', 'sv', 'en'] as const;

/** The saved resolution in each language, as the board's proposal and the minutes will read it. */
export const ResolutionText = ({ resolution }: { resolution: CapitalIncreaseView['resolution'] }) => {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<(typeof languages)[number]>(() => (languages as readonly string[]).includes(i18n.language) ? (i18n.language as 'nb') : 'nb');
  return (
    <Box component="section" aria-labelledby="capital-increase-resolution">
      <Typography id="capital-increase-resolution" variant="h4">
        {t('capitalIncrease.form.resolution')}
      </Typography>
      <Tabs value={language} onChange={(_event, value: typeof language) => setLanguage(value)}>
        {languages.map((value) => (
          <Tab key={value} value={value} label={t(`capitalIncrease.form.language.${value}`)} />
        ))}
      </Tabs>
      {resolution[language].length === 0 ? (
        <Typography color="text.secondary">{t('capitalIncrease.form.resolutionEmpty')}</Typography>
      ) : (
        <Box data-testid="capital-increase-resolution-text" lang={language === 'nb' ? 'no' : language}>
          {resolution[language].map((paragraph, index) => (
            <Typography key={index} sx={{ mt: 1 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
};
