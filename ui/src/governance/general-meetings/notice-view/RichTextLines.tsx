import type { RichTextLine } from '@andel/domain/shared';
import Typography from '@mui/material/Typography';

/** A rich text the server rendered to lines (headings bold, list items indented), shown as text: never as JSON or HTML. */
export const RichTextLines = ({ lines }: { lines: readonly RichTextLine[] }) =>
  lines.map((line, index) => (
    <Typography key={index} component="p" variant="body2" sx={{ fontWeight: line.heading ? 700 : undefined, pl: line.indent * 2, whiteSpace: 'pre-line', mt: index ? 0.5 : 0 }}>
      {line.text}
    </Typography>
  ));
