import { decidingBodyOf, decisionCategories, defaultProjectName, formatDate, type DecisionCategory, type DecisionType, type ProjectCreated } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { apiFetch, EmptyState, ErrorState, FormError, LoadingState, useCanEdit } from '@andel/ui/shell';
import { projectPath } from '../projects/project-paths';
import { useGovernanceMutation } from '../useGovernanceMutation';
import { decisionToolPath } from './decision-tool-paths';
import { useDecisionCatalogue } from './useDecisionCatalogue';

/**
 * `dbot/{subMenuLink}/{menuItem?}` (seed 002, section 2): the decision tool's menu by the catalogue's categories, each
 * gated by the subscription (section 6: the ordinary general meeting needs BASIC, the rest PRO); a decision type chosen
 * shows who decides it and starts a project with it.
 */
export const DecisionToolPage = () => {
  const { t } = useTranslation();
  const { orgNo = '', subMenuLink = '', menuItem } = useParams();
  const navigate = useNavigate();
  const canEdit = useCanEdit('companyEvents');
  const catalogue = useDecisionCatalogue(orgNo);
  const create = useGovernanceMutation({
    mutationFn: (type: DecisionType) =>
      apiFetch<ProjectCreated>('/projects', { method: 'POST', body: { orgNo, projectName: defaultProjectName(formatDate(new Date()), [t(`decisionType.${type}`)]), decisions: [type], documents: [] } }),
    successKey: 'projects.create.done',
    onSuccess: ({ projectId }) => navigate(projectPath(orgNo, projectId)),
  });
  if (catalogue.isPending) return <LoadingState />;
  if (catalogue.isError) return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  if (!catalogue.data.decisionToolAvailable) return <EmptyState titleKey="projects.toolUnavailable.title" textKey="projects.toolUnavailable.text" />;
  const category = catalogue.data.categories.find((entry) => entry.category === subMenuLink);
  if (!category) return <EmptyState titleKey="decisionTool.unknown.title" textKey="decisionTool.unknown.text" />;
  const chosen = category.decisionTypes.find((type) => type === menuItem);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{t('decisionTool.title')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr 1fr' }, gap: 2, alignItems: 'start' }}>
        <List component="nav" aria-label={t('decisionTool.categories')} dense>
          {decisionCategories.map((name: DecisionCategory) => (
            <ListItemButton key={name} component={Link} to={decisionToolPath(orgNo, name)} selected={name === subMenuLink} aria-current={name === subMenuLink ? 'page' : undefined}>
              <ListItemText primary={t(`decisionCategory.${name}`)} />
            </ListItemButton>
          ))}
        </List>
        <Box component="section" aria-labelledby="decision-tool-category">
          <Typography id="decision-tool-category" variant="h2">
            {t(`decisionCategory.${category.category}`)}
          </Typography>
          {!category.available && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('decisions.category.requiresSubscription', { subscription: t(`subscriptionType.${category.requiredSubscription}`) })}
            </Typography>
          )}
          <List aria-label={t(`decisionCategory.${category.category}`)} dense>
            {category.decisionTypes.map((type) => (
              <ListItemButton key={type} component={Link} to={decisionToolPath(orgNo, category.category, type)} disabled={!category.available} selected={type === menuItem}>
                <ListItemText primary={t(`decisionType.${type}`)} />
              </ListItemButton>
            ))}
          </List>
        </Box>
        {chosen && (
          <Card component="section" aria-labelledby="decision-tool-type">
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Typography id="decision-tool-type" variant="h3">
                {t(`decisionType.${chosen}`)}
              </Typography>
              <Typography variant="body2">{t(`decisionDocuments.body.${decidingBodyOf(chosen)}`)}</Typography>
              <FormError error={create.error} />
              {canEdit && category.available && (
                <Button variant="contained" sx={{ alignSelf: 'flex-start' }} loading={create.isPending} onClick={() => create.mutate(chosen)}>
                  {t('decisionTool.createProject')}
                </Button>
              )}
            </CardContent>
          </Card>
        )}
      </Box>
    </Box>
  );
};
