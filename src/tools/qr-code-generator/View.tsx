import { TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionBar,
  attempt,
  ClearButton,
  CodeBlock,
  CopyButton,
  DownloadButton,
  ErrorAlert,
  FileDropZone,
  LoadSampleButton,
  OpenInMenu,
  Panel,
  Statistics,
  TextField,
  useToolState,
  type OpenedFile,
} from '../../kit';
import { ColorField } from '../../kit/ColorField';
import { LiveText } from '../../kit/LiveText';
import { OptionsForm } from '../../kit/OptionsForm';
import { isColor } from '../../lib/css/color';
import { readFileBytes } from '../../lib/files';
import { formatBytes } from '../../lib/format';
import { declareState } from '../../lib/options-schema';
import { TaskWorker } from '../../lib/task-worker';
import { errorMessage } from '../../lib/tool-error';
import {
  buildPayload,
  colorHex,
  colourWarning,
  makeQr,
  modulePath,
  opaque,
  renderPixels,
  renderSvg,
  SAMPLE_INPUT,
  type QrCode,
} from './core';
import { OPTIONS } from './options';
import type { ReadCode } from './read';

/**
 * The payload fields and the look are kept across reloads and in share links; the Wi-Fi password is a secret
 * field (options.ts), never stored or shared. The colours must be colours a reader could parse.
 */
const { defaults, rules } = declareState(
  OPTIONS,
  { input: '' },
  {
    bounds: { input: { maxLength: 8000 }, foreground: { valid: isColor }, background: { valid: isColor } },
    names: { input: 'text', wifiPassword: 'Wi-Fi password' },
  },
);

const FIELDS = {
  text: [],
  url: [],
  wifi: ['ssid', 'wifiPassword', 'security', 'hidden'],
  vcard: ['firstName', 'lastName', 'org', 'title', 'phone', 'email', 'website', 'address', 'note'],
  email: ['mailTo', 'subject', 'body'],
} as const;

/** The largest image read: a photo is a few MB, and a bigger file is more likely a mistake than a code. */
const IMAGE_LIMIT = 20 * 1024 * 1024;

const TYPE_LEGENDS = { text: 'Text', url: 'URL', wifi: 'Wi-Fi network', vcard: 'Contact', email: 'E-mail' };

/** The code as PNG bytes, drawn on a canvas from the matrix (synchronous, as the download button asks). */
function pngBytes(code: QrCode, scale: number, foreground: string, background: string): Uint8Array<ArrayBuffer> {
  const side = code.size * scale;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw a PNG.');
  context.putImageData(new ImageData(renderPixels(code, scale, foreground, background), side, side), 0, 0);
  const base64 = canvas.toDataURL('image/png').split(',')[1] ?? '';
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * A hand-built (custom) screen: the tool makes a picture from a form of fields that change with the payload
 * type, and reads codes from images; no family template has an image preview drawn from data, downloads of
 * two image formats, or an image reader. The kit's parts, inside the shared frame.
 */
export default function QrCodeGeneratorView() {
  const [state, update, reset] = useToolState(defaults, rules);
  // Clear remounts the reader, which forgets its image and any read still under way.
  const [readerKey, setReaderKey] = useState(0);

  // The payload and the code follow every keystroke: both are quick (a version 40 code is 177 × 177 modules).
  const made = useMemo(
    () =>
      attempt(() => {
        const payload = buildPayload({ ...state, password: state.wifiPassword });
        return { payload, code: payload === '' ? null : makeQr(payload, state.ecc, state.border) };
      }),
    [state],
  );
  const warning = colourWarning(state.foreground, state.background);
  const code = made.value?.code ?? null;
  const payload = made.value?.payload ?? '';
  const side = code ? code.size * state.scale : 0;

  const type = state.type;

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ type: 'text', input: SAMPLE_INPUT })} />
        <ClearButton
          onClick={() => {
            reset();
            setReaderKey((key) => key + 1);
          }}
        />
      </ActionBar>

      <OptionsForm schema={OPTIONS} values={state} onChange={update} legend="Make a QR code" only={['type']} />
      {type === 'text' || type === 'url' ? (
        <TextField
          label={type === 'url' ? 'URL' : 'Text'}
          value={state.input}
          onChange={(input) => update({ input })}
          placeholder={type === 'url' ? 'https://example.com/' : 'Type or paste the text to encode'}
          rows={type === 'url' ? undefined : 4}
          monospace={type === 'url'}
          stacked
          maxLength={8000}
        />
      ) : (
        <OptionsForm
          schema={OPTIONS}
          values={state}
          onChange={update}
          legend={TYPE_LEGENDS[type]}
          only={FIELDS[type]}
        />
      )}

      {made.error !== undefined && <ErrorAlert title="Cannot Make the Code">{made.error}</ErrorAlert>}
      {payload !== '' && (
        <Panel
          title="Payload"
          actions={
            <CopyButton text={payload} ariaLabel="Copy the payload" successMessage="Copied">
              Copy
            </CopyButton>
          }
        >
          <CodeBlock text={payload} label="Payload text" />
          {code && (
            <Statistics
              announce
              label="Code"
              items={[
                { label: 'Payload', value: formatBytes(code.bytes) },
                { label: 'Version', value: String(code.version) },
                { label: 'Modules', value: `${code.size - 2 * state.border} × ${code.size - 2 * state.border}` },
                { label: 'Image', value: `${side} × ${side} px` },
              ]}
            />
          )}
        </Panel>
      )}

      <OptionsForm schema={OPTIONS} values={state} onChange={update} legend="Look" only={['ecc', 'scale', 'border']} />
      <div className="flex flex-wrap gap-6">
        <ColorField
          label="Foreground"
          value={state.foreground}
          onChange={(foreground) => update({ foreground })}
          withAlpha={false}
        />
        <ColorField
          label="Background"
          value={state.background}
          onChange={(background) => update({ background })}
          withAlpha={false}
        />
      </div>
      {warning && (
        <Panel title="May Not Scan" tone="caution" icon={TriangleAlert}>
          <p className="text-sm">{warning}</p>
        </Panel>
      )}

      {code && (
        <Panel
          title="QR Code"
          actions={
            <>
              <DownloadButton
                content={() => renderSvg(code, state.scale, state.foreground, state.background)}
                fileName="qr-code.svg"
                mimeType="image/svg+xml"
                ariaLabel="Download the code as SVG"
              >
                SVG
              </DownloadButton>
              <DownloadButton
                content={() => pngBytes(code, state.scale, state.foreground, state.background)}
                fileName="qr-code.png"
                mimeType="image/png"
                ariaLabel="Download the code as PNG"
              >
                PNG
              </DownloadButton>
            </>
          }
        >
          {/* Drawn from the matrix: the payload never reaches the markup. */}
          <svg
            role="img"
            aria-label={`QR code, version ${code.version}`}
            viewBox={`0 0 ${code.size} ${code.size}`}
            shapeRendering="crispEdges"
            className="h-auto w-full max-w-xs self-start"
          >
            <rect width={code.size} height={code.size} fill={colorHex(opaque(state.background, '#ffffff'))} />
            <path fill={colorHex(opaque(state.foreground, '#000000'))} d={modulePath(code.matrix)} />
          </svg>
        </Panel>
      )}

      <Reader key={readerKey} />
    </>
  );
}

const createReader = () =>
  new Worker(new URL('./reader-worker.ts', import.meta.url), { type: 'module', name: 'qr-code-generator reader' });

/** Reads the QR code in an image chosen, dropped or pasted; a newer image replaces one still being read. */
function Reader() {
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  const [read, setRead] = useState<{ file?: OpenedFile; result?: ReadCode; error?: string } | null>(null);
  const reading = useRef(0);
  const [worker] = useState(() => new TaskWorker(createReader));
  useEffect(() => () => worker.terminate(), [worker]);

  const readFile = async (file: OpenedFile) => {
    const current = ++reading.current;
    // A newer image stops the read of the last one.
    worker.terminate();
    setOpened(file);
    setRead({ file });
    try {
      const result = (await worker.call('readImage', [file.bytes, file.type, file.name])) as ReadCode;
      if (current === reading.current) setRead({ file, result });
    } catch (error) {
      if (current === reading.current) setRead({ file, error: errorMessage(error, 'The image could not be read.') });
    }
  };

  // Ctrl+V of an image anywhere on the page but a text field reads it, as the drop zone does when focused.
  const readRef = useRef(readFile);
  readRef.current = readFile;
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const file = [...(event.clipboardData?.files ?? [])].find((item) => item.type.startsWith('image/'));
      if (!file) return;
      event.preventDefault();
      // The drop zone's size limit holds for a pasted image too.
      void readFileBytes(file, IMAGE_LIMIT).then(
        (bytes) => readRef.current({ name: file.name || 'pasted image', type: file.type, bytes, binary: true }),
        (error: unknown) => setRead({ error: errorMessage(error, 'The pasted image could not be read.') }),
      );
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  const decoded = read?.result?.text;

  return (
    <>
      <FileDropZone
        title="Read a QR code from an image"
        file={opened}
        accept="image/*"
        limit={IMAGE_LIMIT}
        hint="Choose an image, drop it here, or paste one (Ctrl+V)."
        onFile={(file) => void readFile(file)}
        onRemove={() => {
          reading.current += 1;
          setOpened(null);
          setRead(null);
        }}
      />
      {read?.error !== undefined && <ErrorAlert title="No Code Read">{read.error}</ErrorAlert>}
      {decoded !== undefined && (
        <Panel
          title="Decoded Text"
          actions={
            <>
              <CopyButton text={decoded} ariaLabel="Copy the decoded text" successMessage="Copied">
                Copy
              </CopyButton>
              <OpenInMenu text={decoded} label="the decoded text" />
            </>
          }
        >
          <CodeBlock text={decoded} label="Decoded text" />
        </Panel>
      )}
      <LiveText
        message={
          read?.result
            ? `Read a version ${read.result.version} code from ${read.file?.name ?? 'the image'}`
            : (read?.error ?? '')
        }
      />
    </>
  );
}
