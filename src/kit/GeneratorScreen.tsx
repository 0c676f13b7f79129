import { useMemo, type ReactNode } from 'react';
import { element, type PreviewContent } from '../preview/protocol';
import { ActionBar, Button } from './Button';
import { CodeOutput } from './CodeOutput';
import { ClearButton, LoadSampleButton } from './CommonActions';
import { ImportField } from './ImportField';
import { SandboxedPreview } from './SandboxedPreview';
import { useTextImport, type ImportableState } from './useTextImport';
import type { StateUpdate } from './useToolState';

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
  note?: ReactNode;
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

/** The live preview: a sandboxed page (margins off, as tall as the frame) with the generated CSS applied to the body's elements. */
export interface GeneratorPreview extends PreviewContent {
  /** The frame's accessible name ("Box shadow preview"). */
  title: string;
  /** The frame's size and border. */
  className: string;
  /** Drawn over the frame, in the app (the radius handles). */
  overlay?: ReactNode;
  /** Under the frame: its own buttons or a line on how to use it. */
  below?: ReactNode;
}

export interface GeneratorCode {
  title: string;
  code: string;
  tailwind?: string;
  tailwindNote?: string;
}

export interface GeneratorScreenProps<S extends ImportableState> {
  /** What useToolState gave the view. */
  tool: readonly [S, StateUpdate<S>, () => void];
  /** The CSS Load Sample puts in the import field (the controls take it up from there). */
  sample: string;
  importer: GeneratorImport<NoInfer<S>>;
  presets: readonly GeneratorPreset<NoInfer<S>>[];
  /** A second row of quick settings under the presets (the box shadow's Material elevations). */
  morePresets?: ReactNode;
  preview: GeneratorPreview;
  /** The tool's controls (OptionsBoxes, lists), usually drawn with GeneratorControls. */
  controls: ReactNode;
  /** The generated code panels, in order. */
  code: readonly GeneratorCode[];
  /** Why the code is not valid CSS yet, shown above it. */
  problem?: ReactNode;
  /**
   * On wide screens, the preview and the code sit beside the controls and stay in view while they scroll
   * (for tools with few controls); otherwise they come one after the other.
   */
  beside?: boolean;
}

/**
 * A CSS generator's screen, drawn from what the tool declares: the action row (Load Sample, Clear, with their
 * Undo toasts), the import field (paste CSS, the controls take it up), the presets, the sandboxed preview, the
 * tool's controls and the generated code with Copy.
 */
export function GeneratorScreen<S extends ImportableState>({
  tool: [state, update, reset],
  sample,
  importer,
  presets,
  morePresets,
  preview,
  controls,
  code,
  problem,
  beside = false,
}: GeneratorScreenProps<S>) {
  const imported = useTextImport(state, update, importer.read);
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
    <>
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
        {importer.note}
      </ImportField>

      <ActionBar label="Presets">
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="sm"
            onClick={() => update(typeof preset.apply === 'function' ? preset.apply : () => preset.apply as Partial<S>)}
          >
            {preset.label}
          </Button>
        ))}
      </ActionBar>
      {morePresets}

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
    </>
  );
}

function PreviewPart({ title, className, overlay, below, ...page }: GeneratorPreview) {
  // A new content object re-renders the frame: the page is kept while what it shows is the same.
  const key = JSON.stringify(page);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the content
  const content = useMemo<PreviewContent>(() => ({ ...page, css: PAGE_BASE + page.css }), [key]);
  const frame = overlay ? (
    <div className={`relative overflow-hidden ${className}`}>
      <SandboxedPreview title={title} content={content} className="block h-full w-full" />
      {overlay}
    </div>
  ) : (
    <SandboxedPreview title={title} content={content} className={className} />
  );
  if (!below) return frame;
  return (
    <section aria-label="Preview" className="flex min-w-0 flex-col gap-2">
      {frame}
      {below}
    </section>
  );
}
