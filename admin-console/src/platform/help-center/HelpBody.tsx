import { helpBlocks } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** An article's or a story's body as text elements only (headings, paragraphs, lists): nothing in it is read as HTML. */
export const HelpBody = ({ body }: { body: string }) => (
  <Box sx={{ '& ol, & ul': { pl: 3, my: 1 }, '& li': { mb: 0.5 } }}>
    {helpBlocks(body).map((block, index) =>
      'items' in block ? (
        <Box key={index} component={block.kind === 'steps' ? 'ol' : 'ul'}>
          {block.items.map((item, itemIndex) => (
            <Typography key={itemIndex} component="li">
              {item}
            </Typography>
          ))}
        </Box>
      ) : block.kind === 'heading' ? (
        <Typography key={index} variant="h3" component="h2" sx={{ mt: 3, mb: 1 }}>
          {block.text}
        </Typography>
      ) : (
        <Typography key={index} sx={{ my: 1 }}>
          {block.text}
        </Typography>
      ),
    )}
  </Box>
);
