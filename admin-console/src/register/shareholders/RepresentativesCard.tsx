import { formatDate, type ShareholderDetailsRecord } from '@andel/domain/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The holder's additional representatives (seed 001's `representatives`), as the holder chose them in the portal: read only here. */
export const RepresentativesCard = ({ representatives }: { representatives: ShareholderDetailsRecord['representatives'] }) => {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="representatives-title">
      <CardContent>
        <Typography id="representatives-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('shareholders.representatives.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('shareholders.representatives.intro')}
        </Typography>
        {representatives.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('shareholders.representatives.empty')}
          </Typography>
        ) : (
          <List dense>
            {representatives.map((representative) => (
              <ListItem key={representative.id} disableGutters secondaryAction={<Chip size="small" label={t(`shareholderPortal.representatives.state.${representative.state}`)} />}>
                <ListItemText
                  primary={representative.name ? `${representative.name} (${representative.email})` : representative.email}
                  secondary={t('shareholders.representatives.since', { date: formatDate(representative.since) })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
