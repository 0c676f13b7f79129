/**
 * The CodeMirror 6 implementation behind CodeEditor. It lives in its own lazy chunk, shared by every
 * tool, so that pages without an editor (and the home route) never load it. CodeMirror, unlike a
 * textarea, only draws what is on screen, so multi-megabyte documents stay responsive.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import {
  Annotation,
  Compartment,
  EditorState,
  StateEffect,
  StateField,
  type Extension,
  type Text,
} from '@codemirror/state';
import {
  Decoration,
  EditorView,
  drawSelection,
  highlightActiveLine,
  keymap,
  lineNumbers,
  placeholder as placeholderText,
  type DecorationSet,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { mountStylesInAdoptedSheet } from './adopted-styles';
import type { CodeEditorProps } from './types';

mountStylesInAdoptedSheet();

/** Above this size syntax highlighting is skipped: parsing a huge document costs more than colour is worth. */
const HIGHLIGHT_LIMIT = 1024 * 1024;

/**
 * Text longer than this is put into the editor in slices of about this size, one slice per task, so that
 * showing a multi-megabyte result never blocks the page for long (CodeMirror splits text into lines and
 * measures it; for 30 MB that is most of a second in one go).
 */
const SLICE_SIZE = 4 * 1024 * 1024;

/** Marks changes that come from the `value` prop, so they are not echoed back through onChange. */
const fromProps = Annotation.define<boolean>();

/** Splits text into slices that end at line breaks, so each slice appends whole lines. */
function sliceAtLineBreaks(text: string): string[] {
  const slices: string[] = [];
  let start = 0;
  while (text.length - start > SLICE_SIZE) {
    const lineBreak = text.indexOf('\n', start + SLICE_SIZE);
    if (lineBreak === -1) break;
    slices.push(text.slice(start, lineBreak + 1));
    start = lineBreak + 1;
  }
  slices.push(text.slice(start));
  return slices;
}

/** Yields to the browser, which paints and handles input before the next slice. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Sets (or, with null, clears) the offset of the error the editor highlights. */
const setErrorOffset = StateEffect.define<number | null>();

const errorLine = Decoration.line({ class: 'cm-errorLine' });

function errorLineAt(doc: Text, offset: number | null): DecorationSet {
  if (offset === null || offset < 0 || offset > doc.length) return Decoration.none;
  return Decoration.set([errorLine.range(doc.lineAt(offset).from)]);
}

/** The highlighted error line; it moves with edits until the next result says where the error is now. */
const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes);
    for (const effect of transaction.effects)
      if (effect.is(setErrorOffset)) next = errorLineAt(transaction.state.doc, effect.value);
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

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
    '.cm-errorLine': { backgroundColor: 'rgba(239, 68, 68, 0.18)' },
    '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
      backgroundColor: 'var(--editor-selection)',
    },
  });
}

function languageFor(props: Pick<CodeEditorProps, 'language'>, length: number): Extension {
  if (props.language !== 'json' || length > HIGHLIGHT_LIMIT) return [];
  return [json(), syntaxHighlighting(highlightStyle)];
}

function labelling(label: string, placeholder: string, readOnly: boolean): Extension {
  return [
    placeholderText(placeholder),
    EditorView.contentAttributes.of({
      'aria-label': label,
      'aria-multiline': 'true',
      // Keeps the scrolling pane reachable by keyboard even where the content is not editable.
      tabindex: '0',
      ...(readOnly ? { 'aria-readonly': 'true' } : {}),
    }),
  ];
}

export default function CodeMirrorEditor(props: CodeEditorProps) {
  const {
    value,
    onChange,
    readOnly = false,
    placeholder = '',
    height,
    label,
    language,
    wrap = false,
    errorOffset,
    revealError = 0,
  } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  // The text the editor holds, as last sent to or received from React; compared by reference first.
  const currentText = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const languageSlot = useRef(new Compartment());
  // The name and placeholder can change while the editor lives (a tool switching direction).
  const labelSlot = useRef(new Compartment());
  const highlighted = useRef(false);
  const errorOffsetRef = useRef(errorOffset);
  errorOffsetRef.current = errorOffset;

  // Built in a layout effect so that it exists before the layout effect below applies new text.
  useLayoutEffect(() => {
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
          labelSlot.current.of(labelling(label, placeholder, readOnly)),
          EditorState.readOnly.of(readOnly),
          wrap ? EditorView.lineWrapping : [],
          baseTheme(height),
          errorLineField,
          languageSlot.current.of(languageFor({ language }, currentText.current.length)),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || !onChangeRef.current) return;
            if (update.transactions.every((transaction) => transaction.annotation(fromProps))) return;
            currentText.current = update.state.doc.toString();
            onChangeRef.current(currentText.current);
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

  const labelled = useRef({ label, placeholder });
  useEffect(() => {
    const view = viewRef.current;
    if (!view || (labelled.current.label === label && labelled.current.placeholder === placeholder)) return;
    labelled.current = { label, placeholder };
    view.dispatch({ effects: labelSlot.current.reconfigure(labelling(label, placeholder, readOnly)) });
  }, [label, placeholder, readOnly]);

  // A layout effect, so the new text (or its first slice and aria-busy) is in the editor in the same
  // commit that shows the rest of the result: nothing can observe a success message beside stale text.
  useLayoutEffect(() => {
    const view = viewRef.current;
    const host = hostRef.current;
    if (!view || !host || value === currentText.current) return;
    currentText.current = value;
    const shouldHighlight = language === 'json' && value.length <= HIGHLIGHT_LIMIT;
    const effects =
      shouldHighlight !== highlighted.current
        ? languageSlot.current.reconfigure(languageFor({ language }, value.length))
        : undefined;
    highlighted.current = shouldHighlight;
    const [first = '', ...rest] = sliceAtLineBreaks(value);
    // Replaced text starts at the top, as a freshly opened document would.
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: first },
      selection: { anchor: 0 },
      effects,
      scrollIntoView: true,
      annotations: fromProps.of(true),
    });
    if (rest.length === 0) return;
    let cancelled = false;
    // aria-busy tells assistive technology (and tests) that the text is still arriving.
    host.setAttribute('aria-busy', 'true');
    void (async () => {
      for (const slice of rest) {
        await nextTask();
        if (cancelled || viewRef.current !== view) return;
        view.dispatch({ changes: { from: view.state.doc.length, insert: slice }, annotations: fromProps.of(true) });
      }
      // An error past the first slice can be marked only now that its line is there.
      view.dispatch({ effects: setErrorOffset.of(errorOffsetRef.current ?? null) });
      host.setAttribute('aria-busy', 'false');
    })();
    return () => {
      cancelled = true;
      host.setAttribute('aria-busy', 'false');
    };
  }, [value, language]);

  // After the text effect above, so the offset is looked up in the text it belongs to.
  useLayoutEffect(() => {
    viewRef.current?.dispatch({ effects: setErrorOffset.of(errorOffset ?? null) });
  }, [errorOffset, value]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || revealError === 0 || errorOffset === undefined) return;
    const anchor = Math.min(errorOffset, view.state.doc.length);
    view.dispatch({ selection: { anchor }, effects: EditorView.scrollIntoView(anchor, { y: 'center' }) });
    view.focus();
    // Only a new request moves the cursor, not a new error offset while the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealError]);

  return (
    <div
      ref={hostRef}
      aria-busy="false"
      className="overflow-hidden rounded-lg border border-gray-300 dark:border-gray-700"
      data-editor="codemirror"
    />
  );
}
