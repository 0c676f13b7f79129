import { Archive, FileImage } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  ActionBar,
  attempt,
  Button,
  ClearButton,
  DataTable,
  DownloadButton,
  ErrorAlert,
  FileDropZone,
  LoadSampleButton,
  OptionsBox,
  Panel,
  TextField,
  useToolState,
  type Column,
  type OpenedFile,
} from '../../kit';
import { CodeOutput } from '../../kit/CodeOutput';
import { useKeyedTask } from '../../kit/useKeyedTask';
import { fieldsOf, GeneratorFields } from '../../kit/GeneratorFields';
import { downloadFile } from '../../lib/download';
import { formatBytes } from '../../lib/format';
import {
  appNames,
  estimatedInk,
  faviconFiles,
  imageKind,
  linkTags,
  MASKABLE_FILE,
  MAX_INPUT_LENGTH,
  readFaviconText,
  SAMPLE_INPUT,
  solidBackground,
  textSvg,
  webManifest,
  zipFiles,
  type FaviconDesign,
  type PngFileName,
  type SiteOptions,
} from './core';
import { OPTIONS, STATE } from './options';
import { canDraw, loadImage, measureInk, renderAll, type DrawSource, type LoadedImage } from './render';

const TEXT_FIELDS = fieldsOf<State>(OPTIONS, ['font', 'bold', 'textColor']);
const BACKGROUND_FIELDS = fieldsOf<State>(OPTIONS, ['shape', 'background', 'padding']);
const SITE_FIELDS = fieldsOf<State>(OPTIONS, ['appName', 'shortName', 'basePath', 'themeColor', 'manifestBackground']);

const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.svg,.webp,image/png,image/jpeg,image/svg+xml,image/webp';
/** A favicon source over this is surely a mistake (a photo straight off a camera is about 10 MB). */
const IMAGE_LIMIT = 20 * 1024 * 1024;
/** Sliders and colour pickers change many times a second: draw once they pause. */
const RENDER_DELAY_MS = 60;

type State = typeof STATE.defaults;

interface Rendered {
  pngs: Record<PngFileName, Uint8Array>;
  urls: Record<PngFileName, string>;
}

export default function FaviconGeneratorView() {
  const [state, update, reset] = useToolState(STATE.defaults, STATE.rules);
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  const text = useMemo(() => attempt(() => readFaviconText(state.input)), [state.input]);
  const kind = useMemo(() => (opened ? attempt(() => imageKind(opened.bytes, opened.name)) : null), [opened]);
  const { font, bold, textColor, background, shape, padding } = state;
  const design: FaviconDesign = useMemo(
    () => ({ text: text.value ?? '', font, bold, textColor, background, shape, padding }),
    [text.value, font, bold, textColor, background, shape, padding],
  );

  const drawing = canDraw();
  // The opened file decoded for drawing, released when another replaces it.
  const imageKey = opened && kind?.value && drawing ? String(fileId(opened)) : null;
  const decoded = useKeyedTask(
    imageKey,
    () => loadImage(opened!.bytes, kind!.value!, opened!.name),
    `“${opened?.name}” could not be read as an image.`,
    releaseImage,
  );
  const image = decoded?.key === imageKey ? decoded : null;
  const source: DrawSource | null = opened
    ? image?.value
      ? { kind: 'image', design, loaded: image.value }
      : null
    : design.text !== ''
      ? { kind: 'text', design }
      : null;
  const solid = solidBackground(design, state.manifestBackground);
  const sourceKey = source ? JSON.stringify([source.kind === 'image' ? imageKey : design.text, design, solid]) : null;
  // Drawn a moment after the source or the look last changed.
  const rendering = useKeyedTask(
    drawing ? sourceKey : null,
    () => draw(source!, solid),
    'The icons could not be drawn.',
    releaseUrls,
    RENDER_DELAY_MS,
  );

  const svg = useMemo(() => {
    if (opened) return kind?.value === 'svg' ? new TextDecoder().decode(opened.bytes) : null;
    if (design.text === '') return null;
    return textSvg(design, drawing ? measureInk(design) : estimatedInk(design.text));
  }, [opened, kind, design, drawing]);

  const { basePath, appName, shortName, themeColor, manifestBackground: backgroundColor } = state;
  const site: SiteOptions = useMemo(
    () => ({ basePath, appName, shortName, themeColor, backgroundColor, hasSvg: svg !== null }),
    [basePath, appName, shortName, themeColor, backgroundColor, svg],
  );
  // The last drawing stays on screen, marked out of date, while the next one is drawn: no flicker as a
  // slider moves. The files are only offered for the drawing of the current settings.
  const shown = source && rendering?.value ? rendering.value : null;
  const stale = shown !== null && rendering?.key !== sourceKey;
  const files = useMemo(
    () => (shown ? attempt(() => faviconFiles({ pngs: shown.pngs, svg }, site)) : null),
    [shown, svg, site],
  );

  const problem = kind?.error ?? image?.error ?? (opened ? null : (text.error ?? null)) ?? rendering?.error ?? null;
  const hasSource = opened !== null || design.text !== '';
  const start = (next: () => void) => () => {
    setOpened(null);
    next();
  };

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={start(() => update({ input: SAMPLE_INPUT }))} />
        <ClearButton onClick={start(reset)} />
      </ActionBar>

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

      {problem && <ErrorAlert title={opened ? 'Cannot use this image' : 'Cannot use this text'}>{problem}</ErrorAlert>}

      <GeneratorFields legend="Text" disabled={opened !== null} state={state} update={update} fields={TEXT_FIELDS} />
      <GeneratorFields legend="Background" state={state} update={update} fields={BACKGROUND_FIELDS} columns={1} />

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
          <GeneratorFields legend="Web app manifest and tags" state={state} update={update} fields={SITE_FIELDS} />
          <CodeOutput title="HTML" code={linkTags(site)} />
          <CodeOutput title="site.webmanifest" code={webManifest(site)} />
          {svg !== null && !opened && <CodeOutput title="favicon.svg" code={svg} />}
        </>
      )}
    </>
  );
}

/** A stable number for each opened file, for the keys of its decoding and drawing. */
const fileIds = new WeakMap<OpenedFile, number>();
let lastFileId = 0;
function fileId(file: OpenedFile): number {
  if (!fileIds.has(file)) fileIds.set(file, ++lastFileId);
  return fileIds.get(file)!;
}

const releaseImage = (image: LoadedImage) => image.release();
const releaseUrls = ({ urls }: Rendered) => Object.values(urls).forEach((url) => URL.revokeObjectURL(url));

/** The icons drawn, each with an object URL for its preview. */
async function draw(source: DrawSource, solid: string): Promise<Rendered> {
  const { pngs } = await renderAll(source, solid);
  const url = (png: Uint8Array) =>
    URL.createObjectURL(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }));
  const urls = Object.fromEntries(Object.entries(pngs).map(([name, png]) => [name, url(png)]));
  return { pngs, urls: urls as Record<PngFileName, string> };
}

const REAL_SIZES = [16, 32, 48] as const;
const SCALED = [
  { name: 'apple-touch-icon.png', size: 180, shown: 90 },
  { name: 'android-chrome-192x192.png', size: 192, shown: 96 },
  { name: 'android-chrome-512x512.png', size: 512, shown: 128 },
] as const;

/** The previews' fixed colours (a browser's, not the app's theme): the backdrop, the tab strip, the tabs. */
const THEMES = {
  light: {
    box: 'border-gray-300 bg-white text-gray-900',
    strip: 'bg-gray-200',
    tab: 'bg-white text-gray-900',
    other: 'text-gray-700',
    dot: 'bg-gray-400',
  },
  dark: {
    box: 'border-gray-700 bg-gray-900 text-gray-100',
    strip: 'bg-gray-950',
    tab: 'bg-gray-700 text-gray-100',
    other: 'text-gray-300',
    dot: 'bg-gray-500',
  },
};

const figure = 'flex flex-col items-center gap-1';

function Previews({ rendered: { urls }, stale, title }: { rendered: Rendered; stale: boolean; title: string }) {
  const themes = ['light', 'dark'] as const;
  return (
    <Panel title="Previews" label="Previews" stale={stale}>
      <h3 className="text-sm font-medium">At real size (one image pixel to one CSS pixel)</h3>
      <div className="flex flex-wrap gap-3">
        {themes.map((theme) => (
          <div key={theme} className={`flex items-end gap-4 rounded-md border p-3 ${THEMES[theme].box}`}>
            {REAL_SIZES.map((size) => (
              <figure key={size} className={figure}>
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
        {themes.map((theme) => (
          <TabStrip
            key={theme}
            theme={theme}
            icon16={urls['favicon-16x16.png']}
            icon32={urls['favicon-32x32.png']}
            title={title}
          />
        ))}
      </div>

      <h3 className="text-sm font-medium">Larger icons (scaled down to fit)</h3>
      <div className="flex flex-wrap items-end gap-4">
        {SCALED.map(({ name, size, shown }) => (
          <figure key={name} className={figure}>
            <img src={urls[name]} width={shown} height={shown} alt={`${name}, ${size} px`} className="rounded-sm" />
            <figcaption className="text-xs">
              {name} ({size} px)
            </figcaption>
          </figure>
        ))}
        <figure className={figure}>
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

interface TabStripProps {
  theme: keyof typeof THEMES;
  icon16: string;
  icon32: string;
  title: string;
}

/** A browser's tab strip, with the icon at 16 CSS px. */
function TabStrip({ theme, icon16, icon32, title }: TabStripProps) {
  const colours = THEMES[theme];
  const tab = 'flex min-w-0 items-center gap-2 px-3 py-2 text-sm';
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <div className={`flex min-w-0 items-end gap-1 overflow-hidden rounded-t-md px-2 pt-2 ${colours.strip}`}>
        <div className={`${tab} w-56 rounded-t-lg ${colours.tab}`}>
          <img src={icon16} srcSet={`${icon16} 1x, ${icon32} 2x`} width={16} height={16} alt="" />
          <span className="min-w-0 flex-1 truncate">{title}</span>
          <span aria-hidden="true">×</span>
        </div>
        <div className={`${tab} w-40 ${colours.other}`}>
          <span aria-hidden="true" className={`h-4 w-4 shrink-0 rounded-full ${colours.dot}`} />
          <span className="min-w-0 flex-1 truncate">Another tab</span>
        </div>
      </div>
      <figcaption className="text-xs text-gray-600 dark:text-gray-300">
        {theme === 'light' ? 'Light' : 'Dark'} browser theme
      </figcaption>
    </figure>
  );
}

type FaviconFile = ReturnType<typeof faviconFiles>[number];

const FILE_COLUMNS: readonly Column<FaviconFile>[] = [
  { key: 'name', header: 'File', value: (file) => file.name, code: true },
  {
    key: 'size',
    header: 'Size',
    value: (file) => file.bytes.length,
    render: (file) => formatBytes(file.bytes.length),
    align: 'right',
  },
  {
    key: 'download',
    header: 'Download',
    value: () => '',
    sortable: false,
    render: (file) => (
      <DownloadButton
        content={() => file.bytes as Uint8Array<ArrayBuffer>}
        fileName={file.name}
        mimeType={file.type}
        ariaLabel={`Download ${file.name}`}
      />
    ),
  },
];

function FileList({ files, stale }: { files: readonly FaviconFile[]; stale: boolean }) {
  const zip = () => downloadFile(zipFiles(files) as Uint8Array<ArrayBuffer>, 'favicons.zip', 'application/zip');
  return (
    <Panel
      title="Files"
      label="Files"
      stale={stale}
      actions={
        <Button size="sm" disabled={stale} icon={<Archive className="h-4 w-4" aria-hidden="true" />} onClick={zip}>
          Download ZIP
        </Button>
      }
    >
      {/* While the icons are redrawn, what is listed is the last drawing: not to be downloaded. */}
      <fieldset disabled={stale} className="m-0 min-w-0 border-0 p-0">
        <legend className="sr-only">Download one file</legend>
        <DataTable
          caption="Icons and manifest"
          columns={FILE_COLUMNS}
          rows={files}
          rowKey={(file) => file.name}
          handOver={false}
        />
      </fieldset>
    </Panel>
  );
}
