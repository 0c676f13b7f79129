import { useId, useMemo, type ReactNode } from 'react';
import type { ToolStateRules, ToolStateShape } from '../lib/tool-state';
import { element, type PreviewContent, type PreviewNode } from '../preview/protocol';
import { ActionBar, Button } from './Button';
import { CodeOutput } from './CodeOutput';
import { ClearButton, LoadSampleButton } from './CommonActions';
import { GeneratorStateContext } from './GeneratorFields';
import { ImportField } from './ImportField';
import { SandboxedPreview } from './SandboxedPreview';
import { useTextImport, type ImportableState } from './useTextImport';
import { useToolState, type StateUpdate } from './useToolState';

/** A generator's state: the import field's text and what the controls took up last, and the controls. */
export type GeneratorState = ImportableState & ToolStateShape;

/** One preset button: its name, and the controls it sets (from the current ones, where it keeps some). */
export interface GeneratorPreset<S> {
  label: string;
  apply: Partial<S> | ((current: S) => Partial<S>);
}

/** The import field's texts, and the function that reads pasted CSS into the controls. */
export interface GeneratorImport<S> {
  /** Declared at module level (useTextImport needs a stable function); throws a ToolError it cannot read. */
  read: (text: string) => Partial<S>;
  errorTitle: string;
  placeholder: string;
  hint: string;
  /** A note under the field while the text reads (what of it the controls took up). */
  note?: (state: S) => ReactNode;
}

/**
 * What a CSS generator declares once, at module level; the screen draws the rest from it. The state is the
 * tool's (useToolState keeps it per tool); the import field, the sample and the presets all set it.
 */
export interface GeneratorDeclaration<S extends GeneratorState> {
  /** The state's defaults, and the rules its storage and share links are held to. */
  defaults: S;
  rules?: ToolStateRules<NoInfer<S>>;
  /** The CSS Load Sample puts in the import field (the controls take it up from there). */
  sample: string;
  importer: GeneratorImport<NoInfer<S>>;
  presets: readonly GeneratorPreset<NoInfer<S>>[];
  /** A second row of presets under the first, named by its legend (the box shadow's Material elevations). */
  morePresets?: { legend: string; presets: readonly GeneratorPreset<NoInfer<S>>[] };
  /**
   * On wide screens, the preview and the code sit beside the controls and stay in view while they scroll
   * (for tools with few controls); otherwise they come one after the other.
   */
  beside?: boolean;
}

/** Types a declaration by its defaults, so that its rules, reader and presets are checked against that state. */
export const defineGenerator = <S extends GeneratorState>(declaration: GeneratorDeclaration<S>) => declaration;

/** A declared generator with its state as useToolState keeps it: what GeneratorScreen draws from. */
export interface Generator<S extends GeneratorState> extends GeneratorDeclaration<S> {
  tool: readonly [S, StateUpdate<S>, () => void];
}

/**
 * A generator's state from its declaration: the state and its update for the view's own parts, and the
 * generator to hand to GeneratorScreen.
 */
export function useGenerator<S extends GeneratorState>(
  declaration: GeneratorDeclaration<S>,
): [S, StateUpdate<S>, Generator<S>] {
  const tool = useToolState(declaration.defaults, declaration.rules);
  return [tool[0], tool[1], { ...declaration, tool }];
}

/** Every preview page starts from this: no margin, and the page as tall as the frame. */
const PAGE_BASE = 'html, body { margin: 0; height: 100%; }\n';

/**
 * The preview page of a generator that styles one box (`#id`): centred on a page of `background`, sized and
 * filled, with the generated declarations inside its rule.
 */
export function boxPage(
  id: string,
  box: { width: number; height: number; fill: string; background: string; css: string; radius?: number },
): Pick<GeneratorPreview, 'body' | 'css'> {
  const radius = box.radius === undefined ? [] : [`  border-radius: ${box.radius}px;`];
  return {
    body: [element('div', { id })],
    css: [
      `body { display: grid; place-items: center; background: ${box.background}; }`,
      `#${id} {`,
      `  width: ${box.width}px;`,
      `  height: ${box.height}px;`,
      ...radius,
      `  background: ${box.fill};`,
      box.css,
      '}',
    ].join('\n'),
  };
}

/**
 * The preview page of a layout generator: a `.container` holding one `.item item-N` per item (each with its
 * content), styled by the tool's page CSS (colours and spacing, no layout property) and then by the generated
 * CSS, with the item being edited outlined.
 */
export function layoutPage(
  page: string,
  css: string,
  items: readonly PreviewNode[],
  selected: number,
): Pick<GeneratorPreview, 'body' | 'css'> {
  return {
    css: `${page}\n${css}\n.item-${selected + 1} { outline: 3px solid #f59e0b; outline-offset: 2px; }`,
    body: [
      element(
        'div',
        { class: 'container' },
        items.map((content, index) => element('div', { class: `item item-${index + 1}` }, [content])),
      ),
    ],
  };
}

/** The live preview: a sandboxed page (margins off, as tall as the frame) with the generated CSS applied to the body's elements. */
export interface GeneratorPreview extends PreviewContent {
  /** The frame's accessible name ("Box shadow preview"). */
  title: string;
  /** The frame's height, as a Tailwind class ("h-80"); it is as wide as its column. */
  height: string;
  /** Drawn over the frame, in the app (the radius handles). */
  overlay?: ReactNode;
  /** A line under the frame on how to read or use it. */
  note?: string;
  /** Under the frame: its own buttons. */
  below?: ReactNode;
}

export interface GeneratorCode {
  title: string;
  code: string;
  tailwind?: string;
  tailwindNote?: string;
}

export interface GeneratorScreenProps<S extends GeneratorState> {
  /** What useGenerator gave the view. */
  generator: Generator<S>;
  preview: GeneratorPreview;
  /** The tool's controls (OptionsBoxes, lists), usually drawn with GeneratorFields (bound to the state here). */
  controls: ReactNode;
  /** The generated code panels, in order. */
  code: readonly GeneratorCode[];
  /** Why the code is not valid CSS yet, shown above it. */
  problem?: ReactNode;
}

/**
 * A CSS generator's screen, drawn from what the tool declares: the action row (Load Sample, Clear, with their
 * Undo toasts), the import field (paste CSS, the controls take it up), the presets, the sandboxed preview, the
 * tool's controls and the generated code with Copy.
 */
export function GeneratorScreen<S extends GeneratorState>({
  generator,
  preview,
  controls,
  code,
  problem,
}: GeneratorScreenProps<S>) {
  const { tool, sample, importer, presets, morePresets, beside = false } = generator;
  const [state, update, reset] = tool;
  const imported = useTextImport(state, update, importer.read);
  const bound = useMemo(() => ({ state, update }), [state, update]);
  const previewPart = <PreviewPart {...preview} />;
  const codePart = (
    <>
      {problem}
      {code.map((each) => (
        <CodeOutput key={each.title} {...each} />
      ))}
    </>
  );
  return (
    <GeneratorStateContext value={bound}>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: sample } as Partial<S>)} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <ImportField
        value={state.input}
        onChange={(input) => update({ input } as Partial<S>)}
        result={imported}
        errorTitle={importer.errorTitle}
        placeholder={importer.placeholder}
        hint={importer.hint}
      >
        {importer.note?.(state)}
      </ImportField>

      <ActionBar label="Presets">
        <PresetButtons presets={presets} update={update} />
      </ActionBar>
      {morePresets && <MorePresets {...morePresets} update={update} />}

      {beside ? (
        <div className="grid min-w-0 gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4 lg:order-last lg:self-start">
            {previewPart}
            {codePart}
          </div>
          <div className="flex min-w-0 flex-col gap-4">{controls}</div>
        </div>
      ) : (
        <>
          {previewPart}
          {controls}
          {codePart}
        </>
      )}
    </GeneratorStateContext>
  );
}

interface PresetsProps<S> {
  presets: readonly GeneratorPreset<S>[];
  update: StateUpdate<S>;
  /** Names each button with this before its label ("Material elevation 4"), where the label is only a value. */
  legend?: string;
}

function PresetButtons<S>({ presets, update, legend }: PresetsProps<S>) {
  return presets.map(({ label, apply }) => (
    <Button
      key={label}
      size="sm"
      aria-label={legend === undefined ? undefined : `${legend} ${label}`}
      onClick={() => update(apply)}
    >
      {label}
    </Button>
  ));
}

/** A second row of presets, with its legend beside it. */
function MorePresets<S>(props: PresetsProps<S> & { legend: string }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <span className="text-sm font-medium" id={id}>
        {props.legend}
      </span>
      <div role="group" aria-labelledby={id} className="flex flex-wrap gap-2">
        <PresetButtons {...props} />
      </div>
    </div>
  );
}

function PreviewPart({ title, height, overlay, note, below, ...page }: GeneratorPreview) {
  // A new content object re-renders the frame: the page is kept while what it shows is the same.
  const key = JSON.stringify(page);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the content
  const content = useMemo<PreviewContent>(() => ({ ...page, css: PAGE_BASE + page.css }), [key]);
  const className = `${height} w-full rounded-lg border border-gray-200 dark:border-gray-800`;
  const frame = overlay ? (
    <div className={`relative overflow-hidden ${className}`}>
      <SandboxedPreview title={title} content={content} className="block h-full w-full" />
      {overlay}
    </div>
  ) : (
    <SandboxedPreview title={title} content={content} className={className} />
  );
  if (!note && !below) return frame;
  return (
    <section aria-label="Preview" className="flex min-w-0 flex-col gap-2">
      {frame}
      {note && <p className="text-sm text-gray-600 dark:text-gray-300">{note}</p>}
      {below}
    </section>
  );
}
