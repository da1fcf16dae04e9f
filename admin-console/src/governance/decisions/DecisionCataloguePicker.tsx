import type { DecisionCatalogueView, DecisionType } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type DecisionCataloguePickerProps = {
  catalogue: DecisionCatalogueView;
  selected: readonly DecisionType[];
  onChange: (selected: DecisionType[]) => void;
};

/**
 * The decision catalogue grouped by category (seed 002, section 6): a category the subscription does not open is
 * shown disabled with the subscription it needs. Freetext is under two categories; ticking it in one ticks both.
 */
export const DecisionCataloguePicker = ({ catalogue, selected, onChange }: DecisionCataloguePickerProps) => {
  const { t } = useTranslation();
  const toggle = (type: DecisionType, checked: boolean) =>
    onChange(checked ? [...selected.filter((chosen) => chosen !== type), type] : selected.filter((chosen) => chosen !== type));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {catalogue.categories.map(({ category, available, requiredSubscription, decisionTypes }) => {
        const headingId = `decision-category-${category}`;
        return (
          <Box key={category} component="section" aria-labelledby={headingId}>
            <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t(`decisionCategory.${category}`)}
            </Typography>
            {!available && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('decisions.category.requiresSubscription', { subscription: t(`subscriptionType.${requiredSubscription}`) })}
              </Typography>
            )}
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {decisionTypes.map((type) => (
                <FormControlLabel
                  key={type}
                  disabled={!available}
                  control={<Checkbox checked={available && selected.includes(type)} onChange={(event) => toggle(type, event.target.checked)} />}
                  label={t(`decisionType.${type}`)}
                />
              ))}
            </FormGroup>
          </Box>
        );
      })}
    </Box>
  );
};
