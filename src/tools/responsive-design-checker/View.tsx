import { ExternalLink, Globe } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  ActionBar,
  attempt,
  Button,
  CheckboxGroup,
  ChoiceGroup,
  ClearButton,
  ErrorAlert,
  fieldClasses,
  LoadSampleButton,
  OptionsBox,
  Panel,
  SelectField,
  TextField,
  useToolState,
  type StateUpdate,
} from '../../kit';
import { DeviceFrames, SandboxedDeviceFrames } from '../../kit/DeviceFrames';
import { type PreviewContent } from '../../preview/protocol';
import { clampSize, CUSTOM_ID, deviceChoices, devicesToShow, pageUrl, previewOfHtml, toggleRotation } from './core';
import { OPTIONS, SAMPLE_STATE, STATE } from './options';

type State = typeof STATE.defaults;
type Update = StateUpdate<State>;

interface PageProps {
  state: State;
  update: Update;
  /** The devices box: after the page's input, before the frames. */
  picker: ReactNode;
}

export default function ResponsiveDesignCheckerView() {
  const [state, update, reset] = useToolState(STATE.defaults, STATE.rules);
  const Page = state.source === 'html' ? PastedPage : AddressedPage;
  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update(SAMPLE_STATE)} />
        <ClearButton onClick={reset} />
      </ActionBar>
      <ChoiceGroup
        legend={OPTIONS.source.label}
        choices={OPTIONS.source.choices}
        value={state.source}
        onChange={(source) => update({ source })}
      />
      <Page state={state} update={update} picker={<DevicePicker state={state} update={update} />} />
    </>
  );
}

/** Turns a device a quarter, or back. */
const rotation = (id: string) => (current: State) => ({ rotated: toggleRotation(current.rotated, id) });

function DevicePicker({ state, update }: { state: State; update: Update }) {
  const options = deviceChoices({ width: state.customWidth, height: state.customHeight });
  return (
    <OptionsBox legend="Devices" stacked>
      <ChoiceGroup
        legend={OPTIONS.layout.label}
        inline
        choices={OPTIONS.layout.choices}
        value={state.layout}
        onChange={(layout) => update({ layout })}
      />
      {state.layout === 'one' ? (
        <SelectField label="Device" options={options} value={state.device} onChange={(device) => update({ device })} />
      ) : (
        <CheckboxGroup
          legend="Devices to show"
          hiddenLegend
          choices={options}
          value={state.devices}
          onChange={(devices) => update({ devices })}
        />
      )}
      {devicesToShow(state).ids.includes(CUSTOM_ID) && (
        <div className="flex flex-wrap items-center gap-3">
          <SizeField name="customWidth" state={state} update={update} />
          <SizeField name="customHeight" state={state} update={update} />
          <span className="text-sm text-gray-600 dark:text-gray-300">
            CSS pixels, {OPTIONS.customWidth.min} to {OPTIONS.customWidth.max}.
          </span>
        </div>
      )}
    </OptionsBox>
  );
}

/** A custom side, free while typed (a width goes through "1" on its way to "1000") and brought within bounds on leaving. */
function SizeField({ name, state, update }: { name: 'customWidth' | 'customHeight'; state: State; update: Update }) {
  const id = useId();
  const option = OPTIONS[name];
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {option.label}
      </label>
      <input
        id={id}
        type="number"
        min={option.min}
        max={option.max}
        value={state[name]}
        onChange={(event) => update({ [name]: event.target.valueAsNumber || 0 })}
        onBlur={() => update((current) => ({ [name]: clampSize(current[name], option.default) }))}
        className={`${fieldClasses} w-24`}
      />
    </>
  );
}

/** Pasted HTML and CSS, rendered in one sandboxed preview frame per device. */
function PastedPage({ state, update, picker }: PageProps) {
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
      {picker}
      {content === null ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Paste a page’s HTML and CSS above, or press Load Sample, to see it on each device.
        </p>
      ) : (
        <SandboxedDeviceFrames
          devices={devicesToShow(state).devices}
          onRotate={(id) => update(rotation(id))}
          content={content}
        />
      )}
    </>
  );
}

/** A page the user names by its address, in a plain frame that keeps the page's own origin. */
function AddressedPage({ state, update, picker }: PageProps) {
  const [loaded, setLoaded] = useState<{ url: string; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () => {
    const result = attempt(() => pageUrl(state.url, location.origin));
    setError(result.value ? null : result.error);
    setLoaded((previous) => (result.value ? { url: result.value.href, count: (previous?.count ?? 0) + 1 } : null));
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
      {picker}
      {loaded && (
        <>
          <BlankFrameHelp url={loaded.url} />
          <DeviceFrames
            devices={devicesToShow(state).devices}
            onRotate={(id) => update(rotation(id))}
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

/** Why a frame may stay blank, and what the page can and cannot reach. */
const FRAME_HELP = [
  'Many sites forbid being shown inside another site’s page (with an X-Frame-Options header or a Content-Security-Policy frame-ancestors rule); the frame then stays blank or shows the browser’s error. The page comes from another origin, so the browser does not tell this app which happened, and it cannot say why. Your own site on localhost is usually fine.',
  'The page is requested from its own server and runs its own scripts, with its own origin; nothing you typed elsewhere in the app is sent with it.',
];

function BlankFrameHelp({ url }: { url: string }) {
  return (
    <Panel title="If a frame stays blank" tone="neutral">
      {FRAME_HELP.map((text) => (
        <p key={text} className="text-sm">
          {text}
        </p>
      ))}
      <p className="text-sm">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-blue-700 underline dark:text-blue-300"
        >
          Open in a new tab
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </a>{' '}
        <span className="break-all">({url})</span>
      </p>
    </Panel>
  );
}
