import type { TActor } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, EmptyState, FormError, LoadingState } from '@andel/ui/shell';

const tabs = ['SHAREHOLDER', 'BOARD_MEMBER', 'CEO'] as const;
type PickerTab = (typeof tabs)[number];

const actorsPath = (orgNo: string, tab: PickerTab) =>
  tab === 'SHAREHOLDER' ? `/shareholder/${encodeURIComponent(orgNo)}/actors` : `/company-roles/${encodeURIComponent(orgNo)}/actors/${tab}`;

type Props = { orgNo: string; onPick: (actor: TActor) => void; onClose: () => void };

/** Add subscribers from the portfolio (seed 001, section 2): tabs shareholder, board member and CEO, each loaded when opened; a click picks. */
export const ActorPickerDialog = ({ orgNo, onPick, onClose }: Props) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PickerTab>('SHAREHOLDER');
  const actors = useQuery({ queryKey: ['actors', orgNo, tab], queryFn: ({ signal }) => apiFetch<TActor[]>(actorsPath(orgNo, tab), { signal }) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="actor-picker-title">
      <DialogTitle id="actor-picker-title">{t('capitalIncrease.form.pickTitle')}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_event, value: PickerTab) => setTab(value)}>
          {tabs.map((value) => (
            <Tab key={value} value={value} label={t(`capitalIncrease.form.pickTab.${value}`)} />
          ))}
        </Tabs>
        <FormError error={actors.error} />
        {actors.isPending && <LoadingState />}
        {actors.data?.length === 0 && <EmptyState textKey="capitalIncrease.form.pickEmpty" />}
        <List>
          {actors.data?.map((actor) => (
            <ListItemButton key={actor.reference} onClick={() => onPick(actor)}>
              <ListItemText primary={actor.name} secondary={actor.email ?? actor.birthDateOrOrganisationNumber ?? undefined} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('capitalIncrease.form.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
};
