import { ExternalLink, Globe, RotateCw } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  ActionBar,
  attempt,
  Button,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  ErrorAlert,
  fieldClasses,
  LoadSampleButton,
  NoteList,
  OptionsBox,
  Panel,
  SelectField,
  TextField,
  useToolState,
  type Choice,
  type StateUpdate,
} from '../../kit';
import { SandboxedPreview } from '../../kit/SandboxedPreview';
import { type PreviewContent } from '../../preview/protocol';
import {
  clampSize,
  CUSTOM_ID,
  DEVICES,
  deviceFor,
  fitScale,
  formatScale,
  pageUrl,
  previewOfHtml,
  rotate,
  SAMPLE_CSS,
  SAMPLE_INPUT,
  type Device,
} from './core';
import { MAX_SIZE, MIN_SIZE } from './devices';

type Source = 'html' | 'url';
type Layout = 'one' | 'several';

const SOURCES: readonly Choice<Source>[] = [
  { value: 'html', label: 'Pasted HTML and CSS' },
  { value: 'url', label: 'A page by its address' },
];
const LAYOUTS: readonly Choice<Layout>[] = [
  { value: 'one', label: 'One device' },
  { value: 'several', label: 'Several side by side' },
];
const DEVICE_IDS = [...DEVICES.map((device) => device.id), CUSTOM_ID];
/** The space between frames side by side, in CSS pixels (Tailwind's gap-4). */
const GAP = 16;

/**
 * The tool's state: the source, the pasted HTML (`input`) and CSS, the page address, and the devices. The
 * address is kept and shared, but a page loads only when the user presses Load page: never on a reload or
 * from a link by itself, so what was loaded is not state.
 */
const DEFAULTS = {
  source: 'html' as Source,
  input: '',
  css: '',
  url: '',
  layout: 'one' as Layout,
  device: 'iphone-15',
  devices: ['iphone-se', 'ipad', 'laptop'],
  rotated: [] as string[],
  customWidth: 1024,
  customHeight: 768,
};

const RULES = {
  choices: {
    source: SOURCES.map((source) => source.value),
    layout: LAYOUTS.map((layout) => layout.value),
    device: DEVICE_IDS,
  },
};

type State = typeof DEFAULTS;
type Update = StateUpdate<State>;

/** A device as shown: turned a quarter when the user rotated it. */
type ShownDevice = Device & { rotated: boolean };

/** The devices to show, each turned as the user turned it. */
function shownDevices(state: State): ShownDevice[] {
  const ids = state.layout === 'one' ? [state.device] : DEVICE_IDS.filter((id) => state.devices.includes(id));
  const custom = { width: state.customWidth, height: state.customHeight };
  return ids
    .map((id) => deviceFor(id, custom))
    .filter((device): device is Device => device !== undefined)
    .map((device) =>
      state.rotated.includes(device.id) ? { ...rotate(device), rotated: true } : { ...device, rotated: false },
    );
}

export default function ResponsiveDesignCheckerView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const devices = shownDevices(state);
  const toggleRotation = (id: string) =>
    update((current) => ({
      rotated: current.rotated.includes(id)
        ? current.rotated.filter((other) => other !== id)
        : [...current.rotated, id],
    }));

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ source: 'html', input: SAMPLE_INPUT, css: SAMPLE_CSS })} />
        <ClearButton onClick={reset} />
      </ActionBar>
      <ChoiceGroup legend="Source" choices={SOURCES} value={state.source} onChange={(source) => update({ source })} />
      <DevicePicker state={state} update={update} />
      {state.source === 'html' ? (
        <PastedPage state={state} update={update} devices={devices} onRotate={toggleRotation} />
      ) : (
        <AddressedPage state={state} update={update} devices={devices} onRotate={toggleRotation} />
      )}
    </>
  );
}

function DevicePicker({ state, update }: { state: State; update: Update }) {
  const widthId = useId();
  const heightId = useId();
  const options: Choice<string>[] = DEVICE_IDS.map((id) => {
    const device = deviceFor(id, { width: state.customWidth, height: state.customHeight })!;
    return { value: id, label: `${device.name} (${device.width} × ${device.height})` };
  });
  const customShown = state.layout === 'one' ? state.device === CUSTOM_ID : state.devices.includes(CUSTOM_ID);
  return (
    <OptionsBox legend="Devices" stacked>
      <ChoiceGroup
        legend="Show"
        inline
        choices={LAYOUTS}
        value={state.layout}
        onChange={(layout) => update({ layout })}
      />
      {state.layout === 'one' ? (
        <SelectField label="Device" options={options} value={state.device} onChange={(device) => update({ device })} />
      ) : (
        <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
          <legend className="sr-only">Devices to show</legend>
          {options.map((option) => (
            <CheckboxField
              key={option.value}
              label={option.label}
              checked={state.devices.includes(option.value)}
              onChange={(checked) =>
                update((current) => ({
                  devices: checked
                    ? [...current.devices.filter((id) => id !== option.value), option.value]
                    : current.devices.filter((id) => id !== option.value),
                }))
              }
            />
          ))}
        </fieldset>
      )}
      {customShown && (
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={widthId} className="text-sm font-medium">
            Custom width
          </label>
          <input
            id={widthId}
            type="number"
            min={MIN_SIZE}
            max={MAX_SIZE}
            value={state.customWidth}
            onChange={(event) => update({ customWidth: event.target.valueAsNumber || 0 })}
            onBlur={() => update((current) => ({ customWidth: clampSize(current.customWidth, 1024) }))}
            className={`${fieldClasses} w-24`}
          />
          <label htmlFor={heightId} className="text-sm font-medium">
            Custom height
          </label>
          <input
            id={heightId}
            type="number"
            min={MIN_SIZE}
            max={MAX_SIZE}
            value={state.customHeight}
            onChange={(event) => update({ customHeight: event.target.valueAsNumber || 0 })}
            onBlur={() => update((current) => ({ customHeight: clampSize(current.customHeight, 768) }))}
            className={`${fieldClasses} w-24`}
          />
          <span className="text-sm text-gray-600 dark:text-gray-300">
            CSS pixels, {MIN_SIZE} to {MAX_SIZE}.
          </span>
        </div>
      )}
    </OptionsBox>
  );
}

interface SourceProps {
  state: State;
  update: Update;
  devices: readonly ShownDevice[];
  onRotate: (id: string) => void;
}

/** Pasted HTML and CSS, rendered in one sandboxed preview frame per device. */
function PastedPage({ state, update, devices, onRotate }: SourceProps) {
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const blank = state.input.trim() === '' && state.css.trim() === '';
  const content = useMemo<PreviewContent | null>(() => {
    if (blank) return null;
    // parse5 reads any text as a browser does; a failure here would be a bug, and is shown, not thrown.
    return (
      attempt(() => previewOfHtml(state.input, state.css)).value ?? { body: ['This HTML could not be read.'], css: '' }
    );
  }, [blank, state.input, state.css]);

  return (
    <>
      <OptionsBox legend="Page" stacked>
        <TextField
          label="HTML"
          rows={8}
          monospace
          stacked
          value={state.input}
          onChange={(input) => update({ input })}
          placeholder="<!doctype html>…"
          hint="A whole page or a fragment. Its <style> elements are applied; scripts do not run here."
        />
        <TextField
          label="CSS"
          rows={5}
          monospace
          stacked
          value={state.css}
          onChange={(css) => update({ css })}
          placeholder="@media (min-width: 700px) { … }"
          hint="Applied after the page’s own styles."
        />
      </OptionsBox>
      {content === null ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Paste a page’s HTML and CSS above, or press Load Sample, to see it on each device.
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            The page renders in sandboxed frames: scripts do not run here, and external resources (images, stylesheets
            and fonts by URL) are not loaded.
          </p>
          {leftOut.length > 0 && (
            <Panel title="Left out of the preview" tone="caution">
              <NoteList notes={leftOut.map((text) => ({ key: text, text }))} />
            </Panel>
          )}
          <DeviceFrames
            devices={devices}
            onRotate={onRotate}
            frame={(device, style, first) => (
              <SandboxedPreview
                title={`${device.name} preview`}
                content={content}
                style={style}
                className="border-0 bg-white"
                onLeftOut={first ? setLeftOut : undefined}
              />
            )}
          />
        </>
      )}
    </>
  );
}

/** A page the user names by its address, in a plain frame that keeps the page's own origin. */
function AddressedPage({ state, update, devices, onRotate }: SourceProps) {
  const [loaded, setLoaded] = useState<{ url: string; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () => {
    const result = attempt(() => pageUrl(state.url, location.origin));
    if (result.value) {
      setError(null);
      setLoaded((previous) => ({ url: result.value.href, count: (previous?.count ?? 0) + 1 }));
    } else {
      setError(result.error);
      setLoaded(null);
    }
  };

  return (
    <>
      <OptionsBox legend="Page address" stacked>
        <TextField
          label="Address"
          stacked
          value={state.url}
          onChange={(url) => {
            update({ url });
            // A refusal is about the address it was given.
            setError(null);
          }}
          onEnter={load}
          placeholder="http://localhost:3000"
          hint="Your own site on this computer (http://localhost:3000) or a public https: page. It loads only when you press Load page."
        />
        {/* Under the field it is about, before the button. */}
        {error !== null && <ErrorAlert title="This page cannot be shown here">{error}</ErrorAlert>}
        <div>
          <Button variant="primary" icon={<Globe className="h-4 w-4" aria-hidden="true" />} onClick={load}>
            Load page
          </Button>
        </div>
      </OptionsBox>
      {loaded && (
        <>
          <Panel title="If a frame stays blank" tone="neutral">
            <p className="text-sm">
              Many sites forbid being shown inside another site’s page (with an X-Frame-Options header or a
              Content-Security-Policy frame-ancestors rule); the frame then stays blank or shows the browser’s error.
              The page comes from another origin, so the browser does not tell this app which happened, and it cannot
              say why. Your own site on localhost is usually fine.
            </p>
            <p className="text-sm">
              The page is requested from its own server and runs its own scripts, with its own origin; nothing you typed
              elsewhere in the app is sent with it.
            </p>
            <p className="text-sm">
              <a
                href={loaded.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-blue-700 underline dark:text-blue-300"
              >
                Open in a new tab
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
              </a>{' '}
              <span className="break-all">({loaded.url})</span>
            </p>
          </Panel>
          <DeviceFrames
            devices={devices}
            onRotate={onRotate}
            frame={(device, style) => (
              <iframe
                key={`${loaded.url} ${loaded.count}`}
                title={`${device.name} page`}
                src={loaded.url}
                // The page keeps its own origin, which most sites need to work; it is never this app's origin
                // (pageUrl refuses that), so it cannot reach the app.
                sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
                referrerPolicy="no-referrer"
                style={style}
                className="border-0 bg-white"
              />
            )}
          />
        </>
      )}
    </>
  );
}

interface DeviceFramesProps {
  devices: readonly ShownDevice[];
  onRotate: (id: string) => void;
  /** The frame at the device's real CSS size; `style` sizes and scales it. */
  frame: (device: ShownDevice, style: CSSProperties, first: boolean) => ReactNode;
}

/**
 * The devices side by side, each frame at its real CSS size (so media queries see the device's width), scaled
 * down with one common factor to fit the width available; the box around each has the scaled size.
 */
function DeviceFrames({ devices, onRotate, frame }: DeviceFramesProps) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setAvailable(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Each box adds its border (1 px each side) to the scaled frame.
  const scale = fitScale(
    devices.map((device) => device.width),
    (available || 1000) - 2 * devices.length,
    GAP,
  );

  return (
    <div ref={box} className="w-full min-w-0 overflow-x-auto pb-2">
      {devices.length === 0 && (
        <p className="text-sm text-gray-700 dark:text-gray-300">Choose at least one device above.</p>
      )}
      <div className="flex items-start gap-4">
        {devices.map((device, index) => (
          // As wide as its scaled frame: the caption wraps rather than widen the row past the room it fits.
          <figure
            key={device.id}
            className="m-0 flex shrink-0 flex-col gap-1"
            style={{ width: device.width * scale + 2 }}
          >
            <figcaption className="flex flex-wrap items-center gap-x-2 text-sm">
              <span className="font-medium">{device.name}</span>
              <span className="text-gray-700 tabular-nums dark:text-gray-300">
                {device.width} × {device.height}
              </span>
              <span className="text-gray-700 tabular-nums dark:text-gray-300">at {formatScale(scale)}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Rotate ${device.name}`}
                aria-pressed={device.rotated}
                icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
                onClick={() => onRotate(device.id)}
              />
            </figcaption>
            <div
              className="overflow-hidden rounded-md border border-gray-300 bg-white dark:border-gray-700"
              style={{ width: device.width * scale + 2, height: device.height * scale + 2 }}
            >
              {frame(
                device,
                {
                  width: device.width,
                  height: device.height,
                  transform: `scale(${scale})`,
                  transformOrigin: '0 0',
                  display: 'block',
                },
                index === 0,
              )}
            </div>
          </figure>
        ))}
      </div>
    </div>
  );
}
