import { maxOwnershipLevels, ownershipGraphTypes, type OwnershipGraphType, type OwnershipMapView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { apiFetch, downloadFile, lazyNamed, LoadingState, useNotify } from '@andel/ui/shell';

// The graph's layout engine (elkjs) and React Flow load only when the graph is shown, not for the list.
const OwnershipGraph = lazyNamed(() => import('./OwnershipGraph'), 'OwnershipGraph');

const levelChoices = Array.from({ length: 7 }, (_, i) => i);

/**
 * `/company/{orgNo}/ownership` (the map) and `ownership/list` (the same as a table): owners and subsidiaries across
 * levels, with the level and minimum-percentage filters and the owner / owns / dual modes (seed: register, section 2),
 * and the SVG, PDF and Excel downloads.
 */
export const OwnershipPage = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const { orgNo = '' } = useParams();
  const list = useLocation().pathname.endsWith('/list');
  const [graphType, setGraphType] = useState<OwnershipGraphType>('dual');
  const [levels, setLevels] = useState(0);
  const [threshold, setThreshold] = useState('0');
  const validThreshold = /^\d{1,3}(\.\d{1,2})?$/.test(threshold) && Number(threshold) <= 100 ? threshold : '0';
  const path = encodeURIComponent(orgNo);
  const map = useQuery({
    queryKey: ['ownershipMap', orgNo, graphType, levels, validThreshold],
    queryFn: ({ signal }) => apiFetch<OwnershipMapView>(`/company/${path}/ownership-map?graphType=${graphType}&levels=${levels}&threshold=${validThreshold}`, { signal }),
    placeholderData: keepPreviousData,
  });
  const download = (file: string) => downloadFile(file).catch(() => notify({ messageKey: 'ownership.map.error', severity: 'error' }));
  const names = new Map(map.data?.nodes.map((n) => [n.key, n]));
  const base = `/company/${path}/ownership`;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('ownership.title')}
      </Typography>
      <Tabs value={list ? 'list' : 'map'} sx={{ mb: 2 }}>
        <Tab value="map" label={t('ownership.tab.map')} component={Link} to={base} />
        <Tab value="list" label={t('ownership.tab.list')} component={Link} to={`${base}/list`} />
      </Tabs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ md: 'center' }}>
        <ToggleButtonGroup exclusive size="small" value={graphType} onChange={(_, value: OwnershipGraphType | null) => value && setGraphType(value)}>
          {ownershipGraphTypes.map((type) => (
            <ToggleButton key={type} value={type}>
              {t(`ownership.mode.${type}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField select size="small" label={t('ownership.filter.levels')} value={levels} onChange={(e) => setLevels(Number(e.target.value))} sx={{ minWidth: 140 }}>
          {levelChoices.filter((l) => l <= maxOwnershipLevels).map((l) => (
            <MenuItem key={l} value={l}>
              {l === 0 ? t('ownership.filter.allLevels') : l}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={t('ownership.filter.threshold')} value={threshold} onChange={(e) => setThreshold(e.target.value)} sx={{ width: 180 }} />
        <Button onClick={() => download(`/company/subsidiary-map/${path}/${graphType}/${validThreshold}/${levels}`)}>{t('ownership.download.svg')}</Button>
        <Button onClick={() => download(`/company/subsidiary-map-pdf/${path}/${graphType}/${validThreshold}/${levels}`)}>{t('ownership.download.pdf')}</Button>
        <Button onClick={() => download(`/company/subsidiary-excel/${path}/${validThreshold}/${levels}`)}>{t('ownership.download.excel')}</Button>
      </Stack>
      {map.isError && <Alert severity="error">{t('ownership.error')}</Alert>}
      {map.data && map.data.nodes.length <= 1 && <Alert severity="info">{t('ownership.empty')}</Alert>}
      {map.data && map.data.nodes.length > 1 && !list && (
        <Suspense fallback={<LoadingState />}>
          <OwnershipGraph map={map.data} />
        </Suspense>
      )}
      {map.data && list && (
        <Table size="small" aria-label={t('ownership.list.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('ownership.list.owner')}</TableCell>
              <TableCell>{t('ownership.list.owned')}</TableCell>
              <TableCell align="right">{t('ownership.list.level')}</TableCell>
              <TableCell align="right">{t('ownership.list.shares')}</TableCell>
              <TableCell align="right">{t('ownership.list.votes')}</TableCell>
              <TableCell>{t('ownership.list.source')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {map.data.edges.map((e) => (
              <TableRow key={`${e.ownerKey}>${e.ownedKey}`}>
                <TableCell>{names.get(e.ownerKey)?.name}</TableCell>
                <TableCell>{names.get(e.ownedKey)?.name}</TableCell>
                <TableCell align="right">{names.get(e.ownedKey)?.level}</TableCell>
                <TableCell align="right">{e.ownershipInPercent}</TableCell>
                <TableCell align="right">{e.votesInPercent}</TableCell>
                <TableCell>{t(`ownership.source.${e.source}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
};
