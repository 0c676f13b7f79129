/**
 * The CodeMirror 6 implementation behind CodeEditor. It lives in its own lazy chunk, shared by every
 * tool, so that pages without an editor (and the home route) never load it. CodeMirror, unlike a
 * textarea, only draws what is on screen, so multi-megabyte documents stay responsive.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { foldGutter, foldKeymap } from '@codemirror/language';
import {
  Annotation,
  Compartment,
  EditorState,
  StateEffect,
  StateField,
  Text,
  Transaction,
  type Extension,
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
  type ViewUpdate,
} from '@codemirror/view';
import { mountStylesInAdoptedSheet } from './adopted-styles';
import { hasLanguageSupport, languageSupport } from './languages';
import { nextTask, type ArrivingText } from '../../lib/text-stream';
import { piecesOf } from '../../lib/text-pieces';
import { MAX_MARKS, type CodeEditorProps, type EditorLanguage, type RevealRequest, type TextMark } from './types';

mountStylesInAdoptedSheet();

/**
 * Long text goes into the editor in pieces of about this many characters, as many per task as fit in
 * TASK_BUDGET_MS, and the browser paints and handles input between tasks. CodeMirror splits text into lines
 * and builds its tree as text comes in: for 34 MB of JSON that is about a second of work, which in one go
 * would freeze the page.
 */
const PIECE_LENGTH = 256 * 1024;
const TASK_BUDGET_MS = 24;

/** Marks changes that come from the `value` prop, so they are not echoed back through onChange. */
const fromProps = Annotation.define<boolean>();

/**
 * The first piece of a long text goes in at once, in the update that replaces the document, and is cut to
 * about this many characters (a few screens). Until its next measure, CodeMirror draws every line of a
 * replaced document in an editor that is off screen (a result pane below the fold): a whole 256 KB piece was
 * 7,700 lines, a second of layout in one task.
 */
const FIRST_PIECE_LENGTH = 8 * 1024;

/**
 * Cuts text into pieces of about PIECE_LENGTH (the first about `firstLength`) that end at line breaks where
 * there is one nearby; a text joined from pieces is cut piece by piece, so it is never flattened (see
 * text-pieces).
 */
function feedPiecesOf(text: string, firstLength = PIECE_LENGTH): string[] {
  const pieces: string[] = [];
  for (const part of piecesOf(text)) {
    let start = 0;
    let length = pieces.length === 0 ? firstLength : PIECE_LENGTH;
    while (part.length - start > length) {
      const lineBreak = part.indexOf('\n', start + length);
      const end = lineBreak === -1 || lineBreak - start > 2 * length ? start + length : lineBreak + 1;
      pieces.push(part.slice(start, end));
      start = end;
      length = PIECE_LENGTH;
    }
    if (start < part.length || pieces.length === 0) pieces.push(part.slice(start));
  }
  return pieces;
}

/** The lines of a text as CodeMirror splits them; splitting at one character is faster where there is no CR. */
function linesOf(text: string): string[] {
  return text.includes('\r') ? text.split(/\r\n?|\n/) : text.split('\n');
}

/** How long to wait for CodeMirror's measure, which a hidden tab (no animation frames) never gets to. */
const MEASURE_WAIT_MS = 100;

/** Resolves after CodeMirror's next measure of `view`, or after MEASURE_WAIT_MS where none comes. */
function nextMeasure(view: EditorView): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, MEASURE_WAIT_MS);
    view.requestMeasure({
      read: () => {
        clearTimeout(timer);
        resolve();
      },
    });
  });
}

/**
 * Appends text to an editor over as many tasks as it takes, and tells when all of it is in. A new text
 * replaces the document through `stop` and a fresh feeder.
 */
class TextFeeder {
  private readonly queue: string[] = [];
  private running = false;
  private stopped = false;
  private measured = false;

  constructor(
    private readonly view: EditorView,
    private readonly onDone: () => void,
  ) {}

  get busy(): boolean {
    return this.running;
  }

  append(text: string): void {
    if (this.stopped || text === '') return;
    this.queue.push(...feedPiecesOf(text));
    if (!this.running) void this.run();
  }

  stop(): void {
    this.stopped = true;
  }

  private async run(): Promise<void> {
    this.running = true;
    if (!this.measured) {
      // CodeMirror corrects an off-screen editor's viewport at its first measure after the document is
      // replaced (the replacement scrolls to the start); text appended before that would be drawn too.
      await nextMeasure(this.view);
      this.measured = true;
    }
    while (this.queue.length > 0) {
      await nextTask();
      if (this.stopped) return;
      // The pieces that fit in the task's time become one document fragment, put in with one update.
      const started = performance.now();
      let insert: Text | null = null;
      while (this.queue.length > 0 && performance.now() - started < TASK_BUDGET_MS) {
        const fragment = Text.of(linesOf(this.queue.shift() as string));
        insert = insert ? insert.append(fragment) : fragment;
      }
      if (insert)
        this.view.dispatch({
          changes: { from: this.view.state.doc.length, insert },
          annotations: [fromProps.of(true), Transaction.addToHistory.of(false)],
        });
    }
    this.running = false;
    if (!this.stopped) this.onDone();
  }
}

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

const setMarks = StateEffect.define<readonly TextMark[]>();

const markDecorations = {
  error: Decoration.mark({ class: 'cm-problem cm-problem-error' }),
  warning: Decoration.mark({ class: 'cm-problem cm-problem-warning' }),
  info: Decoration.mark({ class: 'cm-problem cm-problem-info' }),
  match: Decoration.mark({ class: 'cm-found' }),
  'match-alt': Decoration.mark({ class: 'cm-found cm-found-alt' }),
  focus: Decoration.mark({ class: 'cm-focusMark' }),
} as const;

function markSet(doc: Text, marks: readonly TextMark[]): DecorationSet {
  const ranges = [];
  for (const mark of marks.slice(0, MAX_MARKS)) {
    if (!(mark.from >= 0) || mark.from > doc.length) continue;
    // An empty range marks one character, or the last one when it points at the end.
    let from = mark.from;
    let to = Math.min(Math.max(mark.to, from), doc.length);
    if (to === from) {
      if (from < doc.length) to = from + 1;
      else if (from > 0) from -= 1;
      else continue;
    }
    ranges.push(markDecorations[mark.tone].range(from, to));
  }
  return Decoration.set(ranges, true);
}

/** The marked ranges; they move with edits until the next result marks the text as it is now. */
const marksField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes);
    for (const effect of transaction.effects)
      if (effect.is(setMarks)) next = markSet(transaction.state.doc, effect.value);
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** The editor fills its host, whose height the pane sets (and changes, as the user resizes it). */
function baseTheme(): Extension {
  return EditorView.theme({
    '&': {
      height: '100%',
      backgroundColor: 'var(--editor-bg)',
      color: 'var(--editor-fg)',
      fontSize: '13px',
    },
    '&.cm-focused': { outline: '2px solid #3b82f6', outlineOffset: '-2px' },
    '.cm-scroller': { overflow: 'auto', fontFamily: 'var(--editor-font)' },
    '.cm-content': { caretColor: 'var(--editor-fg)' },
    '.cm-gutters': { backgroundColor: 'var(--editor-bg)', color: 'var(--editor-gutter)', border: 'none' },
    '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
    '&.cm-focused .cm-activeLine': { backgroundColor: 'var(--editor-active-line)' },
    '.cm-placeholder': { color: 'var(--editor-gutter)' },
    '.cm-errorLine': { backgroundColor: 'rgba(239, 68, 68, 0.18)' },
    '.cm-problem': { textDecorationLine: 'underline', textDecorationStyle: 'wavy', textUnderlineOffset: '3px' },
    '.cm-problem-error': { textDecorationColor: '#dc2626' },
    '.cm-problem-warning': { textDecorationColor: '#d97706' },
    '.cm-problem-info': { textDecorationColor: '#2563eb' },
    '.cm-found': { backgroundColor: 'rgba(59, 130, 246, 0.25)', borderRadius: '2px' },
    '.cm-found-alt': { backgroundColor: 'rgba(16, 185, 129, 0.28)' },
    '.cm-focusMark': { backgroundColor: 'rgba(249, 115, 22, 0.35)', outline: '1px solid rgba(249, 115, 22, 0.8)' },
    '.cm-foldPlaceholder': {
      backgroundColor: 'transparent',
      border: '1px solid var(--editor-gutter)',
      color: 'inherit',
    },
    '.cm-panels': { backgroundColor: 'var(--editor-bg)', color: 'var(--editor-fg)' },
    '.cm-panels.cm-panels-top': { borderBottom: '1px solid var(--editor-gutter)' },
    '.cm-textfield': { backgroundColor: 'var(--page-bg)', color: 'var(--page-fg)' },
    '.cm-searchMatch': { backgroundColor: 'var(--editor-match)' },
    '.cm-searchMatch-selected': { backgroundColor: 'var(--editor-match-current)' },
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

/** The editor's parts, with the slots that later prop changes reconfigure. */
function editorExtensions(
  slots: EditorSlots,
  initial: { label: string; placeholder: string; readOnly: boolean; wrap: boolean },
  onUpdate: (update: ViewUpdate) => void,
): Extension[] {
  return [
    lineNumbers(),
    foldGutter(),
    history(),
    drawSelection(),
    highlightActiveLine(),
    searchOpener,
    typingOverSelection,
    searchSlot.of([]),
    keymap.of([...foldKeymap, ...defaultKeymap, ...historyKeymap]),
    slots.label.of(labelling(initial.label, initial.placeholder, initial.readOnly)),
    EditorState.readOnly.of(initial.readOnly),
    slots.wrap.of(initial.wrap ? EditorView.lineWrapping : []),
    baseTheme(),
    errorLineField,
    marksField,
    slots.language.of([]),
    EditorView.updateListener.of(onUpdate),
  ];
}

interface EditorSlots {
  label: Compartment;
  language: Compartment;
  wrap: Compartment;
}

/** Reconfigures a slot when what it shows changes: not at first, when the editor was built with it. */
function useSlotUpdate(
  viewRef: RefObject<EditorView | null>,
  slot: Compartment,
  key: string,
  extension: () => Extension,
) {
  const applied = useRef(key);
  useEffect(() => {
    const view = viewRef.current;
    if (!view || applied.current === key) return;
    applied.current = key;
    view.dispatch({ effects: slot.reconfigure(extension()) });
    // The key says all that matters of the extension.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** Moves the cursor or opens search when the screen asks: each request counter's new value is one request. */
function useCursorRequests(
  viewRef: RefObject<EditorView | null>,
  requests: {
    revealError: number;
    errorOffset: number | undefined;
    reveal: RevealRequest | null;
    searchRequest: number;
  },
) {
  const { revealError, errorOffset, reveal, searchRequest } = requests;
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
    if (!view || !reveal || reveal.request === 0) return;
    const length = view.state.doc.length;
    const anchor = Math.min(Math.max(reveal.from, 0), length);
    const head = Math.min(Math.max(reveal.to ?? reveal.from, anchor), length);
    view.dispatch({ selection: { anchor, head }, effects: EditorView.scrollIntoView(anchor, { y: 'center' }) });
    view.focus();
    // Only a new request moves the cursor, not a new range object for the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal?.request]);

  useEffect(() => {
    const view = viewRef.current;
    if (view && searchRequest > 0) void openSearch(view);
  }, [viewRef, searchRequest]);
}

export default function CodeMirrorEditor(props: CodeEditorProps) {
  const {
    value,
    onChange,
    readOnly = false,
    placeholder = '',
    height,
    fill = false,
    label,
    language = 'text',
    wrap = false,
    errorOffset,
    revealError = 0,
    marks,
    reveal = null,
    openSearch: searchRequest = 0,
    arriving = null,
  } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  // The text the editor holds, as last sent to or received from React; compared by reference first.
  const currentText = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const slots = useRef<EditorSlots>({ label: new Compartment(), language: new Compartment(), wrap: new Compartment() });
  // The language support in place: which language, and whether the document was small enough for it.
  const languageInPlace = useRef<{ language: EditorLanguage; supported: boolean } | null>(null);
  const errorOffsetRef = useRef(errorOffset);
  errorOffsetRef.current = errorOffset;
  const marksRef = useRef(marks);
  marksRef.current = marks;
  // Long text going in over several tasks; for text arriving from a worker, which of it is in.
  const feeder = useRef<TextFeeder | null>(null);
  /** The arriving text being shown, and how many of its slices are in the feeder. */
  const shownArrival = useRef<{ text: ArrivingText; slices: number } | null>(null);
  /** Whether more of the arriving text may come: until then, the feeder running dry does not settle the text. */
  const arrivalOpen = useRef(false);

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
        extensions: editorExtensions(slots.current, { label, placeholder, readOnly, wrap }, (update) => {
          if (!update.docChanged || !onChangeRef.current) return;
          if (update.transactions.every((transaction) => transaction.annotation(fromProps))) return;
          currentText.current = update.state.doc.toString();
          onChangeRef.current(currentText.current);
        }),
      }),
    });
    viewRef.current = view;
    applyLanguage(view, currentText.current.length);
    return () => {
      feeder.current?.stop();
      view.destroy();
      viewRef.current = null;
      languageInPlace.current = null;
    };
    // The editor is built once; later prop changes that matter are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useSlotUpdate(viewRef, slots.current.label, JSON.stringify([label, placeholder]), () =>
    labelling(label, placeholder, readOnly),
  );
  useSlotUpdate(viewRef, slots.current.wrap, String(wrap), () => (wrap ? EditorView.lineWrapping : []));

  /** Replaces the document by `first` now, and appends `rest` over the next tasks. */
  const replaceText = (view: EditorView, host: HTMLElement, first: string, rest: readonly string[]) => {
    feeder.current?.stop();
    // Replaced text starts at the top, as a freshly opened document would.
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: first },
      selection: { anchor: 0 },
      scrollIntoView: true,
      annotations: fromProps.of(true),
    });
    const next = new TextFeeder(view, () => {
      if (viewRef.current === view && feeder.current === next && !arrivalOpen.current) settle(view, host);
    });
    feeder.current = next;
    for (const text of rest) next.append(text);
    // aria-busy tells assistive technology (and tests) that the text is still arriving.
    host.setAttribute('aria-busy', next.busy ? 'true' : 'false');
  };

  /** All of the text is in: language support (or none) suits it, and an error past the first piece is marked. */
  const settle = (view: EditorView, host: HTMLElement) => {
    applyLanguage(view, view.state.doc.length);
    view.dispatch({
      effects: [setErrorOffset.of(errorOffsetRef.current ?? null), setMarks.of(marksRef.current ?? [])],
    });
    host.setAttribute('aria-busy', 'false');
  };

  // Text arriving from a worker is shown as it comes: each new slice goes to the feeder.
  useLayoutEffect(() => {
    const view = viewRef.current;
    const host = hostRef.current;
    if (!view || !host || !arriving) return;
    if (shownArrival.current?.text !== arriving) {
      shownArrival.current = { text: arriving, slices: arriving.sliceCount };
      currentText.current = arriving.text;
      // No highlighting while it arrives: it is long (a slice is as long as highlighting goes).
      applyLanguage(view, Number.POSITIVE_INFINITY);
      replaceText(view, host, '', arriving.slicesFrom(0));
    }
    const shown = shownArrival.current;
    const takeNewSlices = () => {
      for (const slice of arriving.slicesFrom(shown.slices)) feeder.current?.append(slice);
      shown.slices = arriving.sliceCount;
      currentText.current = arriving.text;
      host.setAttribute('aria-busy', 'true');
    };
    takeNewSlices();
    arrivalOpen.current = true;
    const unsubscribe = arriving.subscribe(takeNewSlices);
    return () => {
      arrivalOpen.current = false;
      unsubscribe();
    };
    // applyLanguage and replaceText read only refs and the language prop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arriving]);

  // A layout effect, so the new text (or its first piece and aria-busy) is in the editor in the same
  // commit that shows the rest of the result: nothing can observe a success message beside stale text.
  useLayoutEffect(() => {
    const view = viewRef.current;
    const host = hostRef.current;
    if (!view || !host || arriving) return;
    // The same string: unchanged, or the arrived text now complete (compared by reference first).
    if (value === currentText.current) {
      if (!feeder.current?.busy) settle(view, host);
      return;
    }
    currentText.current = value;
    shownArrival.current = null;
    const [first = '', ...rest] = feedPiecesOf(value, FIRST_PIECE_LENGTH);
    replaceText(view, host, first, rest);
    applyLanguage(view, value.length);
    // applyLanguage and replaceText read only refs and the language prop, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, language, arriving]);

  // After the text effect above, so the error offset and the marks are looked up in the text they belong to;
  // a text still going in gets them again once it is all in (settle).
  useLayoutEffect(() => {
    viewRef.current?.dispatch({ effects: [setErrorOffset.of(errorOffset ?? null), setMarks.of(marks ?? [])] });
  }, [errorOffset, marks, value]);

  useCursorRequests(viewRef, { revealError, errorOffset, reveal, searchRequest });

  return (
    <div
      ref={hostRef}
      aria-busy="false"
      // Set through the DOM (not a style attribute), which the Content-Security-Policy allows.
      style={fill ? undefined : { height }}
      className={`box-content overflow-hidden rounded-lg border border-gray-300 dark:border-gray-700 ${fill ? 'min-h-0 flex-1' : ''}`}
      data-editor="codemirror"
    />
  );
}
