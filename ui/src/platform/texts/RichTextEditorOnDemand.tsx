import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import { lazyNamed } from '../shell';
import type { RichTextEditorProps } from './RichTextEditor';

const LoadedRichTextEditor = lazyNamed(() => import('./RichTextEditor'), 'RichTextEditor');

/** The rich-text editor, whose code (TipTap, ProseMirror) loads with the first editor a page shows; a placeholder of its size until then. */
export const RichTextEditor = (props: RichTextEditorProps) => (
  <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
    <LoadedRichTextEditor {...props} />
  </Suspense>
);
