// The shared rich-text editor every app uses (`@andel/admin-console/texts`).
export { RichTextEditor } from './RichTextEditorOnDemand';
export type { RichTextEditorProps } from './RichTextEditor';
export { RichTextPreviewButton } from './RichTextPreview';
export { AssistantMenu, useAiStatus } from './AssistantMenu';
export { RichTextView } from './RichTextView';
export { useAutoTranslate } from './useAutoTranslate';
export { AutoTranslateBar } from './AutoTranslateBar';
