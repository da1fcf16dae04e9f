import { stories, storyBySlug } from '@andel/domain/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { currentLanguage, PublicLayout } from '@andel/ui/shell';
import { HelpBody } from './HelpBody';

const storiesPath = '/stories';

const StoryList = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>{t('stories.title')}</Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('stories.intro')}</Typography>
      {stories.map((story) => (
        <Box component="section" key={story.slug} sx={{ mb: 3 }} aria-labelledby={`story-${story.slug}`}>
          <Typography id={`story-${story.slug}`} variant="h2">{story.texts[language].title}</Typography>
          <Typography sx={{ my: 1 }}>{story.texts[language].summary}</Typography>
          <Link component={RouterLink} to={`${storiesPath}/${story.slug}`}>{t('stories.read')}</Link>
        </Box>
      ))}
    </>
  );
};

const StoryView = ({ slug }: { slug: string }) => {
  const { t } = useTranslation();
  const story = storyBySlug(slug);
  return (
    <>
      <Button component={RouterLink} to={storiesPath} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('stories.allStories')}
      </Button>
      {story ? (
        <Box component="article">
          <Typography variant="h1" sx={{ mb: 1 }}>{story.texts[currentLanguage()].title}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{story.texts[currentLanguage()].summary}</Typography>
          <HelpBody body={story.texts[currentLanguage()].body} />
        </Box>
      ) : (
        <Alert severity="warning">{t('stories.notFound')}</Alert>
      )}
    </>
  );
};

/** `/stories/{story?}` (anonymous): how companies use the product, in the chosen language, with a way to sign in. */
export const StoriesPage = () => {
  const { t } = useTranslation();
  const { story } = useParams();
  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: 760 }}>
        {story ? <StoryView slug={story} /> : <StoryList />}
        <Button variant="contained" href="/login" sx={{ mt: 3 }}>
          {t('stories.signIn')}
        </Button>
      </Box>
    </PublicLayout>
  );
};
