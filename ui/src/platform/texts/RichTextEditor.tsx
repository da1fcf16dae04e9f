import { autoTextVariableName, matchAutoTextVariables, richTextOf, richTextOfPlainText, takesPerDate, todayLocalDate, type AiPromptType, type AutoTextInclusion, type AutoTextVariableType, type Language } from '@andel/domain/shared';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssistantMenu } from './AssistantMenu';
import { AutoTextPicker, AutoTextVariableNode, type VariableLabel } from './auto-text-extension';
import { RichTextPreviewButton } from './RichTextPreview';
import { PerDateField, type PerDateStep } from './PerDateField';
import { useReportedChange } from './use-reported-change';
import { VariablePicker, type PickerState } from './VariablePicker';

export type RichTextEditorProps = {
  label: string;
  /** The stored text: a document's JSON, or a plain text of before the editor (read as paragraphs). */
  value: string;
  /** Called with the document's JSON on blur, or 10 s after the last input. */
  onChange: (value: string) => void;
  /** The company whose data the variables show in the preview and whose assistant switch applies; none in portfolio texts. */
  orgNo?: string;
  /** Which of the last two variable groups the text offers. */
  included?: AutoTextInclusion;
  /** What the text is, for the AI assistant; without it the assistant is not offered. */
  promptType?: AiPromptType;
  /** The language the text is written in (for the assistant). */
  language?: Language;
  required?: boolean;
  error?: string;
  /** Called on each input, before the change is reported (auto-translate listens here). */
  onInput?: () => void;
};

const stored = (editor: Editor) => JSON.stringify(editor.getJSON());
const storedOrEmpty = (value: string) => (value ? richTextOf(value) : richTextOfPlainText(''));

/**
 * The one rich-text editor of every app (TipTap): bold, italic and lists, auto-text variables inserted with `/`
 * (at most 20 matches), a preview with the company's data, and the AI assistant. The text is kept as the document's
 * JSON (never HTML); the server sanitises it.
 */
export const RichTextEditor = ({ label, value, onChange, orgNo, included, promptType, language = 'nb', required, error, onInput }: RichTextEditorProps) => {
  const { t } = useTranslation();
  const { changed, flush } = useReportedChange(onChange);
  const [picker, setPicker] = useState<PickerState | null>(null);
  const pickerRef = useRef<PickerState | null>(null);
  pickerRef.current = picker;
  const [perDateStep, setPerDateStep] = useState<PerDateStep | null>(null);
  const perDateStepRef = useRef<PerDateStep | null>(null);
  perDateStepRef.current = perDateStep;
  const variableLabel: VariableLabel = ({ variableType, perDate }) => autoTextVariableName({ type: variableType, perDate }, t);
  const onInputRef = useRef(onInput);
  onInputRef.current = onInput;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ code: false, codeBlock: false, horizontalRule: false, link: false, heading: { levels: [1, 2, 3] } }),
      Placeholder.configure({ placeholder: t('texts.editor.hint') }),
      AutoTextVariableNode.configure({ label: variableLabel }),
      AutoTextPicker.configure({
        suggestion: {
          char: '/',
          items: ({ query }) => matchAutoTextVariables(query, (type) => t(`texts.variable.${type}`), included),
          command: ({ editor: current, range, props: variableType }) => {
            // A figure that changes over time is inserted as of today, and its date asked for at once.
            const perDate = takesPerDate(variableType) ? todayLocalDate() : null;
            current.chain().focus().insertContentAt(range, [{ type: 'autoTextVariable', attrs: { variableType, perDate } }, { type: 'text', text: ' ' }]).run();
            if (perDate) setPerDateStep({ position: range.from, anchor: () => current.view.nodeDOM(range.from) as Element | null, date: perDate });
          },
          render: () => {
            let choose: (type: AutoTextVariableType) => void = () => undefined;
            return {
              onStart: (props) => {
                choose = props.command;
                setPicker({ items: props.items, selected: 0, rect: () => props.clientRect?.() ?? null, choose });
              },
              onUpdate: (props) => {
                choose = props.command;
                setPicker({ items: props.items, selected: 0, rect: () => props.clientRect?.() ?? null, choose });
              },
              onKeyDown: ({ event }) => {
                const current = pickerRef.current;
                if (!current) return false;
                if (event.key === 'Escape') {
                  setPicker(null);
                  return true;
                }
                const count = current.items.length;
                if (!count) return false;
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  const step = event.key === 'ArrowDown' ? 1 : count - 1;
                  setPicker({ ...current, selected: (current.selected + step) % count });
                  return true;
                }
                if (event.key === 'Enter' || event.key === 'Tab') {
                  current.choose(current.items[current.selected]!);
                  return true;
                }
                return false;
              },
              onExit: () => setPicker(null),
            };
          },
        },
      }),
    ],
    content: storedOrEmpty(value),
    // The editable element is the labelled text box (forms and specs find it by the field's label).
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, ...(required ? { 'aria-required': 'true' } : {}), ...(error ? { 'aria-invalid': 'true' } : {}) } },
    onUpdate: ({ editor: current }) => {
      onInputRef.current?.();
      changed(stored(current));
    },
    onBlur: () => flush(),
  });

  // A value set from outside (an auto-translation, a reset) replaces the text when it differs from the editor's.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    const next = storedOrEmpty(value);
    if (JSON.stringify(next) !== stored(editor)) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  const datePicked = (date: string | null) => {
    const step = perDateStepRef.current;
    if (!editor || !step) return;
    perDateStepRef.current = null;
    setPerDateStep(null);
    const node = editor.state.doc.nodeAt(step.position);
    const chain = editor.chain().focus(step.position + 2);
    if (date && node?.type.name === 'autoTextVariable' && date !== node.attrs.perDate)
      chain.command(({ tr }) => {
        tr.setNodeMarkup(step.position, undefined, { ...node.attrs, perDate: date });
        return true;
      });
    chain.run();
  };

  const keep = (answer: string) => {
    if (!editor) return;
    const paragraphs = richTextOfPlainText(answer.trim()).content;
    const { from, to, empty } = editor.state.selection;
    if (empty) editor.chain().setContent({ type: 'doc', content: paragraphs }).run();
    else editor.chain().focus().insertContentAt({ from, to }, paragraphs).run();
    onInputRef.current?.();
    onChange(stored(editor));
  };
  const selectedOrAll = () => {
    if (!editor) return '';
    const { from, to, empty } = editor.state.selection;
    return empty ? editor.getText() : editor.state.doc.textBetween(from, to, '\n');
  };

  const mark = (name: 'bold' | 'italic' | 'bulletList' | 'orderedList') => editor?.isActive(name) ?? false;
  const toggles = [
    { name: 'bold', icon: <FormatBold fontSize="small" />, run: () => editor?.chain().focus().toggleBold().run() },
    { name: 'italic', icon: <FormatItalic fontSize="small" />, run: () => editor?.chain().focus().toggleItalic().run() },
    { name: 'bulletList', icon: <FormatListBulleted fontSize="small" />, run: () => editor?.chain().focus().toggleBulletList().run() },
    { name: 'orderedList', icon: <FormatListNumbered fontSize="small" />, run: () => editor?.chain().focus().toggleOrderedList().run() },
  ] as const;

  return (
    <Box>
      <Typography variant="body2" sx={{ color: error ? 'error.main' : 'text.secondary', display: 'block', mb: 0.5 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, '&:focus-within': { borderColor: 'primary.main' } }}>
        <Box role="toolbar" aria-label={t('texts.editor.toolbar')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
          {toggles.map(({ name, icon, run }) => (
            <IconButton key={name} size="small" aria-label={t(`texts.editor.${name}`)} aria-pressed={mark(name)} onMouseDown={(event) => event.preventDefault()} onClick={run}>
              {icon}
            </IconButton>
          ))}
          <Box sx={{ flex: 1 }} />
          {orgNo && <RichTextPreviewButton orgNo={orgNo} text={() => (editor ? stored(editor) : value)} />}
          {promptType && <AssistantMenu orgNo={orgNo} promptType={promptType} language={language} textToImprove={selectedOrAll} onKeep={keep} />}
        </Box>
        <Box
          sx={{
            px: 1.5,
            '& .tiptap': { minHeight: 96, outline: 'none', py: 1 },
            '& .tiptap p': { my: 0.5 },
            '& .tiptap p.is-editor-empty:first-of-type::before': { content: 'attr(data-placeholder)', color: 'text.disabled', float: 'left', height: 0, pointerEvents: 'none' },
            '& .auto-text-variable': { bgcolor: 'action.selected', borderRadius: 1, px: 0.5 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <VariablePicker state={picker} />
      {perDateStep && <PerDateField step={perDateStep} onDone={datePicked} />}
    </Box>
  );
};
