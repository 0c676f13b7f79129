/**
 * The CodeMirror 6 implementation behind CodeEditor. It lives in its own lazy chunk, shared by every
 * tool, so that pages without an editor (and the home route) never load it. CodeMirror, unlike a
 * textarea, only draws what is on screen, so multi-megabyte documents stay responsive.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { foldGutter, foldKeymap } from '@codemirror/language';
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
import { mountStylesInAdoptedSheet } from './adopted-styles';
import { hasLanguageSupport, languageSupport } from './languages';
import type { CodeEditorProps, EditorLanguage } from './types';

mountStylesInAdoptedSheet();

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

function baseTheme(height: number): Extension {
  return EditorView.theme({
    '&': {
      height: `${height}px`,
      backgroundColor: 'var(--editor-bg)',
      color: 'var(--editor-fg)',
      fontSize: '13px',
    },
    '&.cm-focused': { outline: '2px solid #3b82f6', outlineOffset: '-2px' },
    '.cm-scroller': { overflow: 'auto', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    '.cm-content': { caretColor: 'var(--editor-fg)' },
    '.cm-gutters': { backgroundColor: 'var(--editor-bg)', color: 'var(--editor-gutter)', border: 'none' },
    '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
    '&.cm-focused .cm-activeLine': { backgroundColor: 'rgba(127, 127, 127, 0.08)' },
    '.cm-placeholder': { color: 'var(--editor-gutter)' },
    '.cm-errorLine': { backgroundColor: 'rgba(239, 68, 68, 0.18)' },
    '.cm-foldPlaceholder': {
      backgroundColor: 'transparent',
      border: '1px solid var(--editor-gutter)',
      color: 'inherit',
    },
    '.cm-panels': { backgroundColor: 'var(--editor-bg)', color: 'var(--editor-fg)' },
    '.cm-panels.cm-panels-top': { borderBottom: '1px solid var(--editor-gutter)' },
    '.cm-textfield': { backgroundColor: 'var(--page-bg)', color: 'var(--page-fg)' },
    '.cm-searchMatch': { backgroundColor: 'rgba(250, 204, 21, 0.35)' },
    '.cm-searchMatch-selected': { backgroundColor: 'rgba(249, 115, 22, 0.45)' },
    '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
      backgroundColor: 'var(--editor-selection)',
    },
  });
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

/** Where search and replace go once loaded: most visits never search, so its code loads on first use. */
const searchSlot = new Compartment();
const searchLoaded = new WeakSet<EditorView>();

/** Opens the search panel (with replace, where the pane is editable), loading search on first use. */
async function openSearch(view: EditorView): Promise<void> {
  const { search, searchKeymap, openSearchPanel } = await import('@codemirror/search');
  if (!searchLoaded.has(view)) {
    searchLoaded.add(view);
    view.dispatch({ effects: searchSlot.reconfigure([search({ top: true }), keymap.of(searchKeymap)]) });
  }
  openSearchPanel(view);
}

const searchOpener = keymap.of([
  {
    key: 'Mod-f',
    run: (view) => {
      void openSearch(view);
      return true;
    },
    preventDefault: true,
  },
]);

/**
 * Typing over a selection that covers a whole highlighted line (Ctrl+A, then a key) is done here rather
 * than by the browser. Left to itself, Chromium keeps the look of the deleted tokens by wrapping the typed
 * character in a `<span style="...">`, an inline style the Content-Security-Policy refuses (and logs).
 * Composition (IME) input is left to the browser, as CodeMirror expects.
 */
const typingOverSelection = EditorView.domEventHandlers({
  beforeinput(event, view) {
    if (event.inputType !== 'insertText' || !event.data || event.isComposing) return false;
    if (view.state.readOnly || view.state.selection.ranges.every((range) => range.empty)) return false;
    event.preventDefault();
    view.dispatch(view.state.replaceSelection(event.data), { userEvent: 'input.type', scrollIntoView: true });
    return true;
  },
});

export default function CodeMirrorEditor(props: CodeEditorProps) {
  const {
    value,
    onChange,
    readOnly = false,
    placeholder = '',
    height,
    label,
    language = 'text',
    wrap = false,
    errorOffset,
    revealError = 0,
    openSearch: searchRequest = 0,
  } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  // The text the editor holds, as last sent to or received from React; compared by reference first.
  const currentText = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const slots = useRef({ label: new Compartment(), language: new Compartment(), wrap: new Compartment() });
  // The language support in place: which language, and whether the document was small enough for it.
  const languageInPlace = useRef<{ language: EditorLanguage; supported: boolean } | null>(null);
  const errorOffsetRef = useRef(errorOffset);
  errorOffsetRef.current = errorOffset;

  /** Puts the support this language and document length call for in place, when it is not already. */
  const applyLanguage = (view: EditorView, length: number) => {
    const wanted = { language, supported: hasLanguageSupport(language, length) };
    const current = languageInPlace.current;
    if (current && current.language === wanted.language && current.supported === wanted.supported) return;
    languageInPlace.current = wanted;
    const support = languageSupport(language, length);
    const apply = (extension: Extension) => {
      if (viewRef.current !== view || languageInPlace.current !== wanted) return;
      view.dispatch({ effects: slots.current.language.reconfigure(extension) });
    };
    if (support instanceof Promise) void support.then(apply, () => {});
    else apply(support);
  };

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
          foldGutter(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          searchOpener,
          typingOverSelection,
          searchSlot.of([]),
          keymap.of([...foldKeymap, ...defaultKeymap, ...historyKeymap]),
          slots.current.label.of(labelling(label, placeholder, readOnly)),
          EditorState.readOnly.of(readOnly),
          slots.current.wrap.of(wrap ? EditorView.lineWrapping : []),
          baseTheme(height),
          errorLineField,
          slots.current.language.of([]),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || !onChangeRef.current) return;
            if (update.transactions.every((transaction) => transaction.annotation(fromProps))) return;
            currentText.current = update.state.doc.toString();
            onChangeRef.current(currentText.current);
          }),
        ],
      }),
    });
    viewRef.current = view;
    applyLanguage(view, currentText.current.length);
    return () => {
      view.destroy();
      viewRef.current = null;
      languageInPlace.current = null;
    };
    // The editor is built once; later prop changes that matter are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const labelled = useRef({ label, placeholder });
  useEffect(() => {
    const view = viewRef.current;
    if (!view || (labelled.current.label === label && labelled.current.placeholder === placeholder)) return;
    labelled.current = { label, placeholder };
    view.dispatch({ effects: slots.current.label.reconfigure(labelling(label, placeholder, readOnly)) });
  }, [label, placeholder, readOnly]);

  const wrapped = useRef(wrap);
  useEffect(() => {
    const view = viewRef.current;
    if (!view || wrapped.current === wrap) return;
    wrapped.current = wrap;
    view.dispatch({ effects: slots.current.wrap.reconfigure(wrap ? EditorView.lineWrapping : []) });
  }, [wrap]);

  // A layout effect, so the new text (or its first slice and aria-busy) is in the editor in the same
  // commit that shows the rest of the result: nothing can observe a success message beside stale text.
  useLayoutEffect(() => {
    const view = viewRef.current;
    const host = hostRef.current;
    if (!view || !host) return;
    if (value === currentText.current) {
      applyLanguage(view, value.length);
      return;
    }
    currentText.current = value;
    const [first = '', ...rest] = sliceAtLineBreaks(value);
    // Replaced text starts at the top, as a freshly opened document would.
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: first },
      selection: { anchor: 0 },
      scrollIntoView: true,
      annotations: fromProps.of(true),
    });
    applyLanguage(view, value.length);
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
    // applyLanguage reads only refs and the language prop, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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

  useEffect(() => {
    const view = viewRef.current;
    if (view && searchRequest > 0) void openSearch(view);
  }, [searchRequest]);

  return (
    <div
      ref={hostRef}
      aria-busy="false"
      className="overflow-hidden rounded-lg border border-gray-300 dark:border-gray-700"
      data-editor="codemirror"
    />
  );
}
