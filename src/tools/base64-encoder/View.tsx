import { FileUp, FileCode2, Link2, Languages, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  ActionBar,
  Button,
  CheckboxField,
  ClearButton,
  EditorPane,
  ErrorAlert,
  FeatureCards,
  LoadSampleButton,
  OptionsBox,
  OutputActions,
  SelectField,
  Statistics,
  ToolHeader,
  ToolPage,
  useLiveTask,
  type Choice,
} from '../../kit';
import { formatBytes, formatCount } from '../../lib/format';
import {
  DEFAULT_OPTIONS,
  FALLBACK_MIME_TYPE,
  SAMPLE_TEXT,
  encodeFile,
  encodeText,
  type Base64EncodeResult,
  type Base64EncoderOptions,
} from './core';

const tasks = { encodeText, encodeFile };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'base64-encoder' });

const features = [
  {
    title: 'UTF-8 Text',
    description:
      'Text is encoded as its UTF-8 bytes, so accents, emoji and right-to-left scripts survive the round trip exactly.',
    icon: <Languages className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Standard or URL-safe',
    description:
      'RFC 4648 Base64 with + and /, or base64url with - and _ for URLs, file names and JWTs; padding optional.',
    icon: <Link2 className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
  {
    title: 'Any File',
    description:
      'Images, PDFs, archives: any file is read as bytes and encoded in the background, so large files never freeze the page.',
    icon: <FileUp className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Data URLs and MIME',
    description: 'Get a ready-to-use data: URL with the file type, or lines of 76 (MIME) or 64 (PEM) characters.',
    icon: <FileCode2 className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
];

/** A select's values are strings: the line lengths as the select holds them. */
const LINE_LENGTHS: readonly Choice<`${Base64EncoderOptions['lineLength']}`>[] = [
  { value: '0', label: 'None (one line)' },
  { value: '76', label: 'Every 76 characters (MIME)' },
  { value: '64', label: 'Every 64 characters (PEM)' },
];

const NO_BYTES = new Uint8Array(0);

/**
 * The output pane shows at most this many characters. Base64 of a large file is one enormous line, and the
 * editor lays out a line in one go: 28 MB of it blocked the page for seconds. Copy and Download give it all.
 */
const OUTPUT_PREVIEW_LIMIT = 200_000;

interface LoadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export default function Base64EncoderView() {
  const [text, setText] = useState('');
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [readingFile, setReadingFile] = useState(false);
  const [options, setOptions] = useState<Base64EncoderOptions>(DEFAULT_OPTIONS);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const readGeneration = useRef(0);
  const ids = { dataUrlNote: useId(), dropZone: useId() };

  const textTask = useLiveTask({
    tasks,
    task: 'encodeText',
    args: [text, options],
    createWorker,
    enabled: file === null && text !== '',
  });
  const fileTask = useLiveTask({
    tasks,
    task: 'encodeFile',
    args: [file?.bytes ?? NO_BYTES, file?.type ?? '', options],
    createWorker,
    enabled: file !== null,
  });
  const active: { result: Base64EncodeResult | null; error: string | null } = file ? fileTask : textTask;
  const output = active.result?.output ?? '';
  const previewed = output.length > OUTPUT_PREVIEW_LIMIT;

  const setOption = <K extends keyof Base64EncoderOptions>(key: K, value: Base64EncoderOptions[K]) =>
    setOptions((current) => ({ ...current, [key]: value }));

  const openFile = async (chosen: File) => {
    const generation = ++readGeneration.current;
    setReadingFile(true);
    setFileError(null);
    try {
      // Read as bytes, never as text: any file type is welcome.
      const bytes = new Uint8Array(await chosen.arrayBuffer());
      if (generation !== readGeneration.current) return;
      setFile({ name: chosen.name, type: chosen.type || FALLBACK_MIME_TYPE, bytes });
    } catch {
      if (generation === readGeneration.current) setFileError(`Could not read "${chosen.name}".`);
    } finally {
      if (generation === readGeneration.current) setReadingFile(false);
    }
  };

  const removeFile = () => {
    readGeneration.current += 1;
    setReadingFile(false);
    setFile(null);
    setFileError(null);
  };

  const editText = (value: string) => {
    // Typing means the text is what should be encoded again.
    if (file) removeFile();
    setText(value);
  };

  const clear = () => {
    removeFile();
    setText('');
  };

  const inputBytes = active.result?.inputBytes ?? 0;

  return (
    <ToolPage>
      <ToolHeader
        icon="🔐"
        title="Base64 Encoder"
        subtitle="Encode text (as UTF-8) or any file to Base64 as you type: standard or URL-safe, with or without padding, or as a data URL."
      />

      <OptionsBox legend="Options">
        <CheckboxField
          label="URL-safe alphabet (- and _)"
          checked={options.urlSafe}
          disabled={options.dataUrl}
          onChange={(urlSafe) => setOption('urlSafe', urlSafe)}
        />
        <CheckboxField
          label="No padding (=)"
          checked={options.omitPadding}
          disabled={options.dataUrl}
          onChange={(omitPadding) => setOption('omitPadding', omitPadding)}
        />
        <SelectField
          label="Line breaks"
          options={LINE_LENGTHS}
          value={`${options.lineLength}`}
          disabled={options.dataUrl}
          onChange={(lineLength) => setOption('lineLength', Number(lineLength) as Base64EncoderOptions['lineLength'])}
        />
        {/* Written out: its note is tied to it by aria-describedby, which CheckboxField does not take. */}
        <CheckboxField
          label="Output as a data URL"
          checked={options.dataUrl}
          describedBy={ids.dataUrlNote}
          onChange={(dataUrl) => setOption('dataUrl', dataUrl)}
        />
        <p
          id={ids.dataUrlNote}
          className={`text-sm text-gray-600 dark:text-gray-300 ${options.dataUrl ? 'w-full' : 'sr-only'}`}
        >
          A data URL is always standard Base64 with padding on one line, as browsers read it, so the other options do
          not apply.
        </p>
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => editText(SAMPLE_TEXT)} />
        <ClearButton onClick={clear} />
      </ActionBar>

      <section
        aria-labelledby={ids.dropZone}
        className={`flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-blue-500 bg-blue-50 dark:bg-blue-950/40' : 'border-gray-300 dark:border-gray-700'}`}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          const dropped = event.dataTransfer.files[0];
          setDragging(false);
          if (!dropped) return;
          event.preventDefault();
          void openFile(dropped);
        }}
      >
        <h2 id={ids.dropZone} className="sr-only">
          Encode a file
        </h2>
        <Button
          icon={<FileUp className="h-4 w-4" aria-hidden="true" />}
          busy={readingFile}
          busyLabel="Reading file..."
          onClick={() => fileInput.current?.click()}
        >
          Encode a file
        </Button>
        <input
          ref={fileInput}
          type="file"
          aria-label="File to encode"
          className="hidden"
          tabIndex={-1}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) void openFile(chosen);
          }}
        />
        {file ? (
          <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm" aria-live="polite">
            <span className="font-medium break-all">{file.name}</span>
            <span className="text-gray-600 dark:text-gray-300">
              {file.type} · {formatBytes(file.bytes.length)}
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove ${file.name}`}
              icon={<X className="h-4 w-4" aria-hidden="true" />}
              onClick={removeFile}
            >
              Remove
            </Button>
          </p>
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            Any file type, read as bytes. You can also drop a file here.
          </p>
        )}
      </section>

      {fileError && <ErrorAlert title="Cannot read the file">{fileError}</ErrorAlert>}
      {active.error && <ErrorAlert title="Cannot encode this text">{active.error}</ErrorAlert>}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane
          title="Text"
          value={text}
          onChange={editText}
          placeholder={
            file ? 'Encoding the file above; type here to encode text instead...' : 'Type or paste text here...'
          }
          acceptFiles=".txt,text/plain"
          wrap
          errorAt={textTask.errorAt}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <EditorPane
            title="Base64"
            value={previewed ? output.slice(0, OUTPUT_PREVIEW_LIMIT) : output}
            readOnly
            wrap
            hideCount={previewed}
            placeholder="Base64 will appear here..."
            actions={
              <OutputActions
                text={output}
                label="Base64"
                fileName={file ? `${file.name}.b64.txt` : 'base64.txt'}
                mimeType="text/plain"
              />
            }
          />
          {previewed && (
            <p className="text-sm text-gray-600 dark:text-gray-300">
              Showing the first {formatCount(OUTPUT_PREVIEW_LIMIT)} of {formatCount(output.length)} characters. Copy and
              Download give all of it.
            </p>
          )}
        </div>
      </div>

      {active.result && (
        <Statistics
          items={[
            { label: file ? 'File size' : 'UTF-8 size', value: formatBytes(inputBytes) },
            { label: 'Base64 length', value: `${formatCount(output.length)} characters` },
            {
              label: 'Size increase',
              value: inputBytes === 0 ? '—' : `${Math.round((output.length / inputBytes - 1) * 100)}%`,
            },
          ]}
        />
      )}

      <FeatureCards title="Encoding Features" features={features} />
    </ToolPage>
  );
}
