import { Extension, mergeAttributes, Node } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion, { type SuggestionOptions } from '@tiptap/suggestion';
import type { AutoTextVariableType } from '@andel/domain/shared';

/** The label a variable shows in the editor ("Aksjekapital", "Aksjekapital per 2025-01-01"). */
export type VariableLabel = (variable: { variableType: AutoTextVariableType; perDate: string | null }) => string;

/** An auto-text variable in the text: an inline atom with its type and optional per-date, shown by its label. */
export const AutoTextVariableNode = Node.create<{ label: VariableLabel }>({
  name: 'autoTextVariable',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addOptions: () => ({ label: ({ variableType }) => variableType }),
  addAttributes: () => ({
    variableType: { default: null, parseHTML: (element) => element.getAttribute('data-auto-text') },
    perDate: { default: null, parseHTML: (element) => element.getAttribute('data-per-date') },
  }),
  parseHTML: () => [{ tag: 'span[data-auto-text]' }],
  renderHTML({ node, HTMLAttributes }) {
    const attrs = node.attrs as { variableType: AutoTextVariableType; perDate: string | null };
    return [
      'span',
      mergeAttributes(HTMLAttributes, { 'data-auto-text': attrs.variableType, 'data-per-date': attrs.perDate ?? undefined, class: 'auto-text-variable' }),
      `{${this.options.label(attrs)}}`,
    ];
  },
  renderText({ node }) {
    return `{${this.options.label(node.attrs as { variableType: AutoTextVariableType; perDate: string | null })}}`;
  },
});

export type VariableSuggestion = Omit<SuggestionOptions<AutoTextVariableType, AutoTextVariableType>, 'editor'>;

/** The `/` picker: typing '/' opens the list of variables matching what follows (see `matchAutoTextVariables`). */
export const AutoTextPicker = Extension.create<{ suggestion: VariableSuggestion }>({
  name: 'autoTextPicker',
  addOptions: () => ({ suggestion: { char: '/' } as VariableSuggestion }),
  addProseMirrorPlugins() {
    return [Suggestion({ editor: this.editor, pluginKey: new PluginKey('autoTextPicker'), ...this.options.suggestion })];
  },
});
