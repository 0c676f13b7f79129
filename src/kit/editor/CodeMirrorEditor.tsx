/**
 * The CodeMirror 6 implementation behind CodeEditor. It lives in its own lazy chunk, shared by every
 * tool, so that pages without an editor (and the home route) never load it. CodeMirror, unlike a
 * textarea, only draws what is on screen, so multi-megabyte documents stay responsive.
 */
import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers, placeholder as placeholderText } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { mountStylesInAdoptedSheet } from './adopted-styles';
import type { CodeEditorProps } from './types';

mountStylesInAdoptedSheet();

/** Above this size syntax highlighting is skipped: parsing a huge document costs more than colour is worth. */
const HIGHLIGHT_LIMIT = 1024 * 1024;

/** Colours come from CSS variables, so the editor follows the page theme without reconfiguring. */
const highlightStyle = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--syntax-key)' },
  { tag: tags.string, color: 'var(--syntax-string)' },
  { tag: tags.number, color: 'var(--syntax-number)' },
  { tag: [tags.bool, tags.null], color: 'var(--syntax-atom)' },
  { tag: [tags.brace, tags.squareBracket, tags.separator, tags.punctuation], color: 'var(--syntax-punctuation)' },
]);

function baseTheme(height: number): Extension {
  return EditorView.theme({
    '&': { height: `${height}px`, backgroundColor: 'var(--editor-bg)', color: 'var(--editor-fg)', fontSize: '13px' },
    '&.cm-focused': { outline: '2px solid #3b82f6', outlineOffset: '-2px' },
    '.cm-scroller': { overflow: 'auto', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    '.cm-content': { caretColor: 'var(--editor-fg)' },
    '.cm-gutters': { backgroundColor: 'var(--editor-bg)', color: 'var(--editor-gutter)', border: 'none' },
    '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
    '&.cm-focused .cm-activeLine': { backgroundColor: 'rgba(127, 127, 127, 0.08)' },
    '.cm-placeholder': { color: 'var(--editor-gutter)' },
    '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: 'var(--editor-selection)' },
  });
}

function languageFor(props: Pick<CodeEditorProps, 'language'>, length: number): Extension {
  if (props.language !== 'json' || length > HIGHLIGHT_LIMIT) return [];
  return [json(), syntaxHighlighting(highlightStyle)];
}

export default function CodeMirrorEditor(props: CodeEditorProps) {
  const { value, onChange, readOnly = false, placeholder = '', height, label, language, wrap = false } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  // The text the editor holds, as last sent to or received from React; compared by reference first.
  const currentText = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const languageSlot = useRef(new Compartment());
  const highlighted = useRef(false);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: currentText.current,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          placeholderText(placeholder),
          EditorState.readOnly.of(readOnly),
          wrap ? EditorView.lineWrapping : [],
          baseTheme(height),
          languageSlot.current.of(languageFor({ language }, currentText.current.length)),
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-multiline': 'true',
            ...(readOnly ? { 'aria-readonly': 'true' } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            currentText.current = update.state.doc.toString();
            onChangeRef.current?.(currentText.current);
          }),
        ],
      }),
    });
    highlighted.current = language === 'json' && currentText.current.length <= HIGHLIGHT_LIMIT;
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The editor is built once; later prop changes that matter (value) are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === currentText.current) return;
    currentText.current = value;
    const shouldHighlight = language === 'json' && value.length <= HIGHLIGHT_LIMIT;
    const effects = shouldHighlight !== highlighted.current ? languageSlot.current.reconfigure(languageFor({ language }, value.length)) : undefined;
    highlighted.current = shouldHighlight;
    // Replaced text starts at the top, as a freshly opened document would.
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value }, selection: { anchor: 0 }, effects, scrollIntoView: true });
  }, [value, language]);

  return <div ref={hostRef} className="overflow-hidden rounded-lg border border-gray-300 dark:border-gray-700" data-editor="codemirror" />;
}
