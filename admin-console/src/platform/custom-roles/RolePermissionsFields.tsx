import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { featureAccessLevels, moduleFeatures, modules, type Feature, type FeatureAccessLevel, type Module } from '@andel/domain/shared';
import { useTranslation } from 'react-i18next';

export type RolePermissionsValue = { levels: Partial<Record<Feature, FeatureAccessLevel>>; modules: Module[] };

type Props = { value: RolePermissionsValue; onChange: (value: RolePermissionsValue) => void; disabled?: boolean };

/**
 * A role's permissions as the seed's screen gives them: each module switched on or off (the seed's allowDbot and the
 * like) with its features' levels beneath. Choosing a level above none switches its module on; a module switched
 * off keeps its levels but opens none of them.
 */
export const RolePermissionsFields = ({ value, onChange, disabled }: Props) => {
  const { t } = useTranslation();
  const setLevel = (module: Module, feature: Feature, level: FeatureAccessLevel) =>
    onChange({ levels: { ...value.levels, [feature]: level }, modules: level !== 'NONE' && !value.modules.includes(module) ? [...value.modules, module] : value.modules });
  const setModule = (module: Module, on: boolean) => onChange({ ...value, modules: on ? [...value.modules, module] : value.modules.filter((other) => other !== module) });
  return (
    <Stack spacing={1}>
      <Typography variant="h3">{t('customRoles.featureGrid')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('customRoles.modulesHelp')}
      </Typography>
      {modules.map((module) => {
        const on = value.modules.includes(module);
        return (
          <Stack key={module} spacing={0.5}>
            <FormControlLabel
              control={<Checkbox checked={on} disabled={disabled} onChange={(event) => setModule(module, event.target.checked)} />}
              label={<Typography variant="subtitle1">{t(`customRoles.module.${module}`)}</Typography>}
            />
            <Table size="small" aria-label={t(`customRoles.module.${module}`)}>
              <TableBody>
                {moduleFeatures[module].map((feature) => (
                  <TableRow key={feature}>
                    <TableCell component="th" scope="row" sx={{ color: on ? undefined : 'text.disabled' }}>
                      {t(`feature.${feature}`)}
                    </TableCell>
                    <TableCell>
                      <RadioGroup row aria-label={t(`feature.${feature}`)} value={value.levels[feature] ?? 'NONE'} onChange={(event) => setLevel(module, feature, event.target.value as FeatureAccessLevel)}>
                        {featureAccessLevels.map((level) => (
                          <FormControlLabel key={level} value={level} disabled={disabled} control={<Radio size="small" />} label={t(`customRoles.level.${level}`)} />
                        ))}
                      </RadioGroup>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        );
      })}
    </Stack>
  );
};
