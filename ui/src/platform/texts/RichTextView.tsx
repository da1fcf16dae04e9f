import { autoTextVariableName, richTextOf, type RichTextBlock, type RichTextInline } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A stored rich text shown read-only (a plain text of before as paragraphs), built as React elements from the
 * validated document, never as HTML; variables show by name (their values are filled in by the server's preview,
 * PDFs and emails).
 */
export const RichTextView = ({ value, values }: { value: string; values?: Partial<Record<string, string>> }) => {
  const { t } = useTranslation();
  const inline = (nodes: RichTextInline[] | undefined): ReactNode[] =>
    (nodes ?? []).map((node, index) => {
      if (node.type === 'hardBreak') return <br key={index} />;
      if (node.type === 'autoTextVariable') {
        const { variableType, perDate } = node.attrs;
        const known = perDate ? undefined : values?.[variableType];
        return <span key={index}>{known ?? `[${autoTextVariableName({ type: variableType, perDate }, t)}]`}</span>;
      }
      const marks = node.marks?.map((mark) => mark.type) ?? [];
      return (
        <Box
          component="span"
          key={index}
          sx={{ fontWeight: marks.includes('bold') ? 700 : undefined, fontStyle: marks.includes('italic') ? 'italic' : undefined, textDecoration: [marks.includes('underline') && 'underline', marks.includes('strike') && 'line-through'].filter(Boolean).join(' ') || undefined }}
        >
          {node.text}
        </Box>
      );
    });
  const block = (node: RichTextBlock, index: number): ReactNode => {
    switch (node.type) {
      case 'paragraph':
        return <p key={index}>{inline(node.content)}</p>;
      case 'heading': {
        const Heading = `h${node.attrs.level + 2}` as 'h3';
        return <Heading key={index}>{inline(node.content)}</Heading>;
      }
      case 'blockquote':
        return <blockquote key={index}>{node.content.map(block)}</blockquote>;
      case 'bulletList':
      case 'orderedList': {
        const List = node.type === 'bulletList' ? 'ul' : 'ol';
        return <List key={index}>{node.content.map((item, at) => <li key={at}>{item.content.map(block)}</li>)}</List>;
      }
    }
  };
  return <Box sx={{ '& p': { my: 0.5 } }}>{richTextOf(value).content.map(block)}</Box>;
};
