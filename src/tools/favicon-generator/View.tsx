import { Archive, FileImage } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import {
  ActionBar,
  attempt,
  Button,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  DownloadButton,
  ErrorAlert,
  FileDropZone,
  LoadSampleButton,
  OptionsBox,
  Panel,
  SelectField,
  TextField,
  useToolState,
  type Choice,
  type OpenedFile,
} from '../../kit';
import { CodeOutput } from '../../kit/CodeOutput';
import { ColorField } from '../../kit/ColorField';
import { SliderField } from '../../kit/SliderField';
import { downloadFile } from '../../lib/download';
import { formatBytes } from '../../lib/format';
import { errorMessage } from '../../lib/tool-error';
import {
  appNames,
  estimatedInk,
  FAVICON_BOUNDS,
  FAVICON_NAMES,
  faviconFiles,
  FONT_CHOICES,
  imageKind,
  linkTags,
  MASKABLE_FILE,
  MAX_FIELD_LENGTH,
  MAX_INPUT_LENGTH,
  MAX_PADDING,
  readFaviconText,
  SAMPLE_INPUT,
  SHAPE_CHOICES,
  solidBackground,
  textSvg,
  webManifest,
  zipFiles,
  type FaviconDesign,
  type FontChoice,
  type PngFileName,
  type ShapeChoice,
  type SiteOptions,
} from './core';
import { canDraw, loadImage, measureInk, renderAll, type DrawSource, type LoadedImage } from './render';

/**
 * The tool's state, declared once: kept per tab across reloads and in share links, and reset by Clear. An
 * opened image is not part of it (see the note on screen): only the text source is kept.
 */
const DEFAULTS = {
  input: '',
  font: 'sans' as FontChoice,
  bold: true,
  textColor: '#ffffff',
  background: '#2563eb',
  shape: 'rounded' as ShapeChoice,
  padding: 12,
  appName: '',
  shortName: '',
  themeColor: '#2563eb',
  manifestBackground: '#ffffff',
  basePath: '/',
};
const RULES = {
  choices: { font: FONT_CHOICES, shape: SHAPE_CHOICES },
  bounds: FAVICON_BOUNDS,
  names: FAVICON_NAMES,
};

const FONT_OPTIONS: readonly Choice<FontChoice>[] = [
  { value: 'sans', label: 'Sans-serif' },
  { value: 'serif', label: 'Serif' },
  { value: 'mono', label: 'Monospace' },
  { value: 'rounded', label: 'Rounded' },
];
const SHAPE_OPTIONS: readonly Choice<ShapeChoice>[] = [
  { value: 'none', label: 'None' },
  { value: 'square', label: 'Square' },
  { value: 'rounded', label: 'Rounded' },
  { value: 'circle', label: 'Circle' },
];

const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.svg,.webp,image/png,image/jpeg,image/svg+xml,image/webp';
/** A favicon source over this is surely a mistake (a photo straight off a camera is about 10 MB). */
const IMAGE_LIMIT = 20 * 1024 * 1024;
/** Sliders and colour pickers change many times a second: draw once they pause. */
const RENDER_DELAY_MS = 60;

type State = typeof DEFAULTS;

interface Rendered {
  /** What it was drawn from, so an out-of-date drawing is known. */
  key: string;
  pngs: Record<PngFileName, Uint8Array>;
  urls: Record<PngFileName, string>;
}

export default function FaviconGeneratorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const [opened, setOpened] = useState<OpenedFile | null>(null);

  const text = useMemo(() => attempt(() => readFaviconText(state.input)), [state.input]);
  const kind = useMemo(() => (opened ? attempt(() => imageKind(opened.bytes, opened.name)) : null), [opened]);

  const design: FaviconDesign = useMemo(
    () => ({
      text: text.value ?? '',
      font: state.font,
      bold: state.bold,
      textColor: state.textColor,
      background: state.background,
      shape: state.shape,
      padding: state.padding,
    }),
    [text.value, state.font, state.bold, state.textColor, state.background, state.shape, state.padding],
  );

  const image = useDecodedImage(opened, kind?.value ?? null);
  const drawing = canDraw();
  const source: DrawSource | null = opened
    ? image.loaded
      ? { kind: 'image', design, loaded: image.loaded }
      : null
    : design.text !== ''
      ? { kind: 'text', design }
      : null;
  const solid = solidBackground(design, state.manifestBackground);
  const sourceKey = source ? JSON.stringify([source.kind === 'image' ? image.id : design.text, design, solid]) : null;
  const rendering = useRendering(drawing ? source : null, sourceKey, solid);

  const svg = useMemo(() => {
    if (opened) return kind?.value === 'svg' ? new TextDecoder().decode(opened.bytes) : null;
    if (design.text === '') return null;
    return textSvg(design, drawing ? measureInk(design) : estimatedInk(design.text));
  }, [opened, kind, design, drawing]);

  const site: SiteOptions = {
    basePath: state.basePath,
    appName: state.appName,
    shortName: state.shortName,
    themeColor: state.themeColor,
    backgroundColor: state.manifestBackground,
    hasSvg: svg !== null,
  };
  // The last drawing stays on screen, marked out of date, while the next one is drawn: no flicker as a
  // slider moves. The files are only offered for the drawing of the current settings.
  const shown = source && rendering.result ? rendering.result : null;
  const stale = shown !== null && shown.key !== sourceKey;
  const files = useMemo(
    () => (shown ? attempt(() => faviconFiles({ pngs: shown.pngs, svg }, site)) : null),
    // The site's fields are strings: listing them keeps the files from being rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, svg, site.basePath, site.appName, site.shortName, site.themeColor, site.backgroundColor],
  );

  const problem = kind?.error ?? image.error ?? (opened ? null : (text.error ?? null)) ?? rendering.error;
  const hasSource = opened !== null || design.text !== '';

  return (
    <>
      <OptionsBox legend="Source" stacked>
        <TextField
          label="Text or emoji"
          value={state.input}
          // Kept to the length a restored text may have, as a maxlength would.
          maxLength={MAX_INPUT_LENGTH}
          onChange={(input) => update({ input })}
          placeholder="e.g. AB or 🚀"
          hint={
            opened
              ? 'Not used while an image is open: remove the image to draw the text.'
              : `One to three letters, digits or symbols, or one emoji.`
          }
        />
        <FileDropZone
          title="Open an image"
          file={opened}
          onFile={setOpened}
          onRemove={() => setOpened(null)}
          accept={IMAGE_ACCEPT}
          limit={IMAGE_LIMIT}
          hint="Or draw from a PNG, JPEG, WebP or SVG file: choose one, drop it here, or paste it."
        />
        <p className="text-sm text-gray-600 dark:text-gray-300">
          An opened image stays in this tab only: it is not kept when the page reloads and is not put in share links.
          The text and the settings are.
        </p>
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton
          onClick={() => {
            setOpened(null);
            update({ input: SAMPLE_INPUT });
          }}
        />
        <ClearButton
          onClick={() => {
            setOpened(null);
            reset();
          }}
        />
      </ActionBar>

      {problem && <ErrorAlert title={opened ? 'Cannot use this image' : 'Cannot use this text'}>{problem}</ErrorAlert>}

      <LookOptions state={state} update={update} textDisabled={opened !== null} />

      {!drawing && hasSource && (
        <Panel tone="caution" title="Icons cannot be drawn here">
          <p className="text-sm">
            This browser has no OffscreenCanvas, which the icons are drawn with. The tags, the manifest and favicon.svg
            below are ready; open this page in a current browser for the images.
          </p>
        </Panel>
      )}

      {shown && <Previews rendered={shown} stale={stale} title={appNames(site).name} />}
      {!hasSource && !problem && (
        // After Clear (or before anything is typed), the place of the icons says how to get them.
        <Panel title="No icon yet" icon={FileImage}>
          <p className="text-sm">
            Type one to three letters, digits or an emoji in “Text or emoji” above, or open an image: the previews, the
            files to download and the tags for your page appear here. Load Sample shows one.
          </p>
        </Panel>
      )}

      {files?.error && <ErrorAlert title="Cannot assemble the files">{files.error}</ErrorAlert>}
      {files?.value && <FileList files={files.value} stale={stale} />}

      {hasSource && (
        <>
          <ManifestOptions state={state} update={update} />
          <CodeOutput title="HTML" code={linkTags(site)} />
          <CodeOutput title="site.webmanifest" code={webManifest(site)} />
          {svg !== null && !opened && <CodeOutput title="favicon.svg" code={svg} />}
        </>
      )}
    </>
  );
}

/** The opened file decoded for drawing, released when it is replaced or removed. */
function useDecodedImage(file: OpenedFile | null, kind: ReturnType<typeof imageKind> | null) {
  const [state, setState] = useState<{ file: OpenedFile; loaded?: LoadedImage; error?: string } | null>(null);
  useEffect(() => {
    if (!file || !kind || !canDraw()) return undefined;
    let cancelled = false;
    let loaded: LoadedImage | undefined;
    loadImage(file.bytes, kind, file.name).then(
      (image) => {
        loaded = image;
        if (cancelled) image.release();
        else setState({ file, loaded: image });
      },
      (error: unknown) => {
        if (!cancelled) setState({ file, error: errorMessage(error, `“${file.name}” could not be read as an image.`) });
      },
    );
    return () => {
      cancelled = true;
      loaded?.release();
    };
  }, [file, kind]);
  const current = state && state.file === file ? state : null;
  return { loaded: current?.loaded ?? null, error: current?.error ?? null, id: file ? fileId(file) : null };
}

/** A stable number for each opened file, for the drawing's key. */
const fileIds = new WeakMap<OpenedFile, number>();
let nextFileId = 1;
function fileId(file: OpenedFile): number {
  let id = fileIds.get(file);
  if (id === undefined) {
    id = nextFileId++;
    fileIds.set(file, id);
  }
  return id;
}

/** Draws the set a moment after the source or the look last changed; the newest drawing wins. */
function useRendering(source: DrawSource | null, key: string | null, solid: string) {
  const [state, setState] = useState<{ result: Rendered | null; error: string | null }>({ result: null, error: null });
  useEffect(() => {
    if (!source || key === null) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      renderAll(source, solid).then(
        ({ pngs }) => {
          if (cancelled) return;
          const urls = Object.fromEntries(
            Object.entries(pngs).map(([name, png]) => [
              name,
              URL.createObjectURL(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' })),
            ]),
          ) as Record<PngFileName, string>;
          setState({ result: { key, pngs, urls }, error: null });
        },
        (error: unknown) => {
          if (!cancelled) setState({ result: null, error: errorMessage(error, 'The icons could not be drawn.') });
        },
      );
    }, RENDER_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // The key says everything the drawing depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // Each drawing's object URLs are freed when the next one replaces it.
  useEffect(() => {
    const urls = state.result?.urls;
    return () => {
      if (urls) for (const url of Object.values(urls)) URL.revokeObjectURL(url);
    };
  }, [state.result]);
  return state;
}

function LookOptions({
  state,
  update,
  textDisabled,
}: {
  state: State;
  update: (patch: Partial<State>) => void;
  textDisabled: boolean;
}) {
  return (
    <>
      <OptionsBox legend="Text" disabled={textDisabled}>
        <SelectField label="Font" options={FONT_OPTIONS} value={state.font} onChange={(font) => update({ font })} />
        <CheckboxField label="Bold" checked={state.bold} onChange={(bold) => update({ bold })} />
        <ColorField label="Text colour" value={state.textColor} onChange={(textColor) => update({ textColor })} />
      </OptionsBox>
      <OptionsBox legend="Background" stacked>
        <ChoiceGroup
          legend="Shape"
          inline
          choices={SHAPE_OPTIONS}
          value={state.shape}
          onChange={(shape) => update({ shape })}
        />
        <ColorField
          label="Background colour"
          value={state.background}
          onChange={(background) => update({ background })}
        />
        <SliderField
          label="Padding"
          unit="%"
          min={0}
          max={MAX_PADDING}
          value={state.padding}
          onChange={(padding) => update({ padding })}
        />
      </OptionsBox>
    </>
  );
}

function ManifestOptions({ state, update }: { state: State; update: (patch: Partial<State>) => void }) {
  return (
    <OptionsBox legend="Web app manifest and tags">
      <TextField
        label="App name"
        value={state.appName}
        maxLength={MAX_FIELD_LENGTH}
        onChange={(appName) => update({ appName })}
        placeholder="My Website"
      />
      <TextField
        label="Short name"
        value={state.shortName}
        maxLength={MAX_FIELD_LENGTH}
        onChange={(shortName) => update({ shortName })}
        placeholder="the app name, up to 12 characters"
      />
      <TextField
        label="Path of the files"
        value={state.basePath}
        maxLength={MAX_FIELD_LENGTH}
        onChange={(basePath) => update({ basePath })}
        placeholder="/"
      />
      <ColorField
        label="Theme colour"
        withAlpha={false}
        value={state.themeColor}
        onChange={(themeColor) => update({ themeColor })}
      />
      <ColorField
        label="Manifest background colour"
        withAlpha={false}
        value={state.manifestBackground}
        onChange={(manifestBackground) => update({ manifestBackground })}
      />
    </OptionsBox>
  );
}

const REAL_SIZES = [16, 32, 48] as const;
const SCALED = [
  { name: 'apple-touch-icon.png', size: 180, shown: 90 },
  { name: 'android-chrome-192x192.png', size: 192, shown: 96 },
  { name: 'android-chrome-512x512.png', size: 512, shown: 128 },
] as const;

function Previews({ rendered, stale, title }: { rendered: Rendered; stale: boolean; title: string }) {
  const { urls } = rendered;
  return (
    <Panel title="Previews" label="Previews" stale={stale}>
      <h3 className="text-sm font-medium">At real size (one image pixel to one CSS pixel)</h3>
      <div className="flex flex-wrap gap-3">
        {(['light', 'dark'] as const).map((theme) => (
          <div
            key={theme}
            className={`flex items-end gap-4 rounded-md border p-3 ${theme === 'light' ? 'border-gray-300 bg-white text-gray-900' : 'border-gray-700 bg-gray-900 text-gray-100'}`}
          >
            {REAL_SIZES.map((size) => (
              <figure key={size} className="flex flex-col items-center gap-1">
                <img
                  src={urls[`favicon-${size}x${size}.png` as PngFileName]}
                  width={size}
                  height={size}
                  alt={`${size} px icon on ${theme}`}
                  data-size={size}
                />
                <figcaption className="text-xs">{size} px</figcaption>
              </figure>
            ))}
          </div>
        ))}
      </div>

      <h3 className="text-sm font-medium">In a browser tab</h3>
      <div className="flex flex-col gap-2">
        <TabStrip theme="light" icon16={urls['favicon-16x16.png']} icon32={urls['favicon-32x32.png']} title={title} />
        <TabStrip theme="dark" icon16={urls['favicon-16x16.png']} icon32={urls['favicon-32x32.png']} title={title} />
      </div>

      <h3 className="text-sm font-medium">Larger icons (scaled down to fit)</h3>
      <div className="flex flex-wrap items-end gap-4">
        {SCALED.map(({ name, size, shown }) => (
          <figure key={name} className="flex flex-col items-center gap-1">
            <img src={urls[name]} width={shown} height={shown} alt={`${name}, ${size} px`} className="rounded-sm" />
            <figcaption className="text-xs">
              {name} ({size} px)
            </figcaption>
          </figure>
        ))}
        <figure className="flex flex-col items-center gap-1">
          <div className="relative h-40 w-40">
            <img
              src={urls[MASKABLE_FILE.name]}
              width={160}
              height={160}
              alt={`${MASKABLE_FILE.name}, with its safe zone marked`}
            />
            {/* The safe zone: a circle 80 % across; launchers may crop anything outside it. */}
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-[radial-gradient(circle_closest-side,transparent_80%,rgb(0_0_0/0.45)_80%)]"
            />
            <div
              aria-hidden="true"
              className="absolute inset-[10%] rounded-full border-2 border-dashed border-white mix-blend-difference"
            />
          </div>
          <figcaption className="max-w-52 text-center text-xs">
            {MASKABLE_FILE.name}: keep what matters inside the dashed circle (the safe zone)
          </figcaption>
        </figure>
      </div>
    </Panel>
  );
}

/** A browser's tab strip, drawn in fixed colours (not the app's theme), with the icon at 16 CSS px. */
function TabStrip({
  theme,
  icon16,
  icon32,
  title,
}: {
  theme: 'light' | 'dark';
  icon16: string;
  icon32: string;
  title: string;
}) {
  const light = theme === 'light';
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <div
        className={`flex min-w-0 items-end gap-1 overflow-hidden rounded-t-md px-2 pt-2 ${light ? 'bg-gray-200' : 'bg-gray-950'}`}
      >
        <div
          className={`flex w-56 min-w-0 items-center gap-2 rounded-t-lg px-3 py-2 text-sm ${light ? 'bg-white text-gray-900' : 'bg-gray-700 text-gray-100'}`}
        >
          <img src={icon16} srcSet={`${icon16} 1x, ${icon32} 2x`} width={16} height={16} alt="" />
          <span className="min-w-0 flex-1 truncate">{title}</span>
          <span aria-hidden="true">×</span>
        </div>
        <div
          className={`flex w-40 min-w-0 items-center gap-2 px-3 py-2 text-sm ${light ? 'text-gray-700' : 'text-gray-300'}`}
        >
          <span
            aria-hidden="true"
            className={`h-4 w-4 shrink-0 rounded-full ${light ? 'bg-gray-400' : 'bg-gray-500'}`}
          />
          <span className="min-w-0 flex-1 truncate">Another tab</span>
        </div>
      </div>
      <figcaption className="text-xs text-gray-600 dark:text-gray-300">
        {light ? 'Light' : 'Dark'} browser theme
      </figcaption>
    </figure>
  );
}

function FileList({ files, stale }: { files: ReturnType<typeof faviconFiles>; stale: boolean }) {
  return (
    <Panel
      title="Files"
      label="Files"
      stale={stale}
      actions={
        <Button
          size="sm"
          disabled={stale}
          icon={<Archive className="h-4 w-4" aria-hidden="true" />}
          onClick={() => downloadFile(zipFiles(files) as Uint8Array<ArrayBuffer>, 'favicons.zip', 'application/zip')}
        >
          Download ZIP
        </Button>
      }
    >
      {/* While the icons are redrawn, what is listed is the last drawing: not to be downloaded. */}
      <fieldset disabled={stale} className="m-0 min-w-0 border-0 p-0">
        <legend className="sr-only">Download one file</legend>
        <ul className="flex flex-col divide-y divide-gray-200 text-sm dark:divide-gray-800">
          {files.map((file) => (
            <li key={file.name} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <span className="font-mono break-all">{file.name}</span>
              <span className="flex items-center gap-3">
                <span className="text-gray-600 tabular-nums dark:text-gray-300">{formatBytes(file.bytes.length)}</span>
                <DownloadButton
                  content={() => file.bytes as Uint8Array<ArrayBuffer>}
                  fileName={file.name}
                  mimeType={file.type}
                  ariaLabel={`Download ${file.name}`}
                />
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
    </Panel>
  );
}
