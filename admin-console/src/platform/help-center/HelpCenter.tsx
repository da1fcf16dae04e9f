import { helpArticleBySlug, helpArticles, searchHelp } from '@andel/domain/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { currentLanguage, EmptyState } from '@andel/ui/shell';
import { HelpBody } from './HelpBody';

/** Where the company's own pages are, for the company-level help's links to the page an article is about. */
type CompanyContext = { orgNo: string; name: string };

const ArticleView = ({ slug, company }: { slug: string; company?: CompanyContext }) => {
  const { t } = useTranslation();
  const article = helpArticleBySlug(slug);
  const back = (
    <Button component={RouterLink} to="?" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {t('helpCenter.allArticles')}
    </Button>
  );
  if (!article) return <>{back}<Alert severity="warning">{t('helpCenter.articleNotFound')}</Alert></>;
  const { title, summary, body } = article.texts[currentLanguage()];
  return (
    <Box component="article" sx={{ maxWidth: 760 }}>
      {back}
      <Typography variant="h1" sx={{ mb: 1 }}>{title}</Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{summary}</Typography>
      {company && (
        <Button variant="outlined" href={`/company/${encodeURIComponent(company.orgNo)}/${article.companyPage}`} sx={{ mb: 1 }}>
          {t('helpCenter.openPage', { company: company.name })}
        </Button>
      )}
      <HelpBody body={body} />
    </Box>
  );
};

const ArticleList = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const language = currentLanguage();
  const found = searchHelp(helpArticles, language, query);
  return (
    <>
      <TextField
        label={t('helpCenter.search.label')}
        type="search"
        value={query}
        onChange={(event) => setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })}
        fullWidth
        sx={{ mb: 3, maxWidth: 640 }}
      />
      {found.length === 0 ? (
        <EmptyState textKey="helpCenter.noHits" />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {found.map((article) => (
            <Card key={article.slug} component="li" variant="outlined">
              <CardActionArea component={RouterLink} to={`?article=${article.slug}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="overline" sx={{ color: 'text.secondary' }}>{t(`helpCenter.topic.${article.topic}`)}</Typography>
                  <Typography variant="h3" component="h2">{article.texts[language].title}</Typography>
                  <Typography sx={{ color: 'text.secondary', mt: 1 }}>{article.texts[language].summary}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </>
  );
};

/**
 * The help center (seed: `/help-center`, `/portfolio/{scope}/help-center`, and the company-level help): articles
 * in the interface language, searched in titles and bodies; `?article=` opens one, `?q=` keeps the search.
 */
export const HelpCenter = ({ company }: { company?: CompanyContext }) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slug = params.get('article');
  if (slug) return <ArticleView slug={slug} company={company} />;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {company ? t('helpCenter.companyTitle', { company: company.name }) : t('helpCenter.title')}
      </Typography>
      <ArticleList />
    </>
  );
};
