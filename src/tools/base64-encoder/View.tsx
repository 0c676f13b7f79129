import { useId, useState } from 'react';
import {
  ActionBar,
  CheckboxField,
  ClearButton,
  FileDropZone,
  LoadSampleButton,
  OptionsBox,
  SelectField,
  Statistics,
  TransformPanes,
  useLiveTask,
  useToolState,
  type Choice,
  type OpenedFile,
} from '../../kit';
import { formatBytes, pluralize } from '../../lib/format';
import { DEFAULT_OPTIONS, SAMPLE_TEXT, type Base64EncoderOptions } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'base64-encoder' }),
};

type LineLength = Base64EncoderOptions['lineLength'];

/** A select's values are strings: the line lengths as the select holds them. */
const LINE_LENGTHS: readonly Choice<`${LineLength}`>[] = [
  { value: '0', label: 'None (one line)' },
  { value: '76', label: 'Every 76 characters (MIME)' },
  { value: '64', label: 'Every 64 characters (PEM)' },
];

const DEFAULTS = { input: '', ...DEFAULT_OPTIONS };

const NO_BYTES = new Uint8Array(0);

export default function Base64EncoderView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: { lineLength: LINE_LENGTHS.map((choice) => Number(choice.value) as LineLength) },
  });
  // The opened file stays out of the tool's kept state: its bytes (up to 64 MB) are no text to keep in
  // sessionStorage, so a reload forgets the file and the text is encoded again.
  const [file, setFile] = useState<OpenedFile | null>(null);
  const dataUrlNote = useId();

  const options: Base64EncoderOptions = {
    urlSafe: state.urlSafe,
    omitPadding: state.omitPadding,
    lineLength: state.lineLength,
    dataUrl: state.dataUrl,
  };
  const textRun = useLiveTask(source, 'encodeText', [state.input, options], {
    enabled: file === null && state.input !== '',
  });
  const fileRun = useLiveTask(source, 'encodeFile', [file?.bytes ?? NO_BYTES, file?.type ?? '', options], {
    enabled: file !== null,
  });
  const run = file ? fileRun : textRun;
  const output = run.result?.output ?? '';
  const inputBytes = run.result?.inputBytes ?? 0;

  // Typing means the text is what should be encoded again.
  const editText = (input: string) => {
    setFile(null);
    update({ input });
  };

  return (
    <>
      <OptionsBox legend="Options">
        <CheckboxField
          label="URL-safe alphabet (- and _)"
          checked={state.urlSafe}
          disabled={state.dataUrl}
          onChange={(urlSafe) => update({ urlSafe })}
        />
        <CheckboxField
          label="No padding (=)"
          checked={state.omitPadding}
          disabled={state.dataUrl}
          onChange={(omitPadding) => update({ omitPadding })}
        />
        <SelectField
          label="Line breaks"
          options={LINE_LENGTHS}
          value={`${state.lineLength}`}
          disabled={state.dataUrl}
          onChange={(lineLength) => update({ lineLength: Number(lineLength) as LineLength })}
        />
        <CheckboxField
          label="Output as a data URL"
          checked={state.dataUrl}
          describedBy={dataUrlNote}
          onChange={(dataUrl) => update({ dataUrl })}
        />
        <p
          id={dataUrlNote}
          className={`text-sm text-gray-600 dark:text-gray-300 ${state.dataUrl ? 'w-full' : 'sr-only'}`}
        >
          A data URL is always standard Base64 with padding on one line, as browsers read it, so the other options do
          not apply.
        </p>
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => editText(SAMPLE_TEXT)} />
        <ClearButton
          onClick={() => {
            setFile(null);
            reset();
          }}
        />
      </ActionBar>

      <FileDropZone
        title="Encode a file"
        file={file}
        onFile={setFile}
        onRemove={() => setFile(null)}
        hint="Any file type, read as bytes: choose one, drop it here, or paste it."
      />

      <TransformPanes
        input={{
          title: 'Text',
          value: state.input,
          onChange: editText,
          placeholder: file
            ? 'Encoding the file above; type here to encode text instead...'
            : 'Type or paste text here...',
        }}
        output={{
          title: 'Base64',
          value: output,
          placeholder: 'Base64 will appear here...',
          label: 'Base64',
          fileName: file ? `${file.name}.b64.txt` : 'base64.txt',
        }}
        run={run}
        errorTitle="Cannot encode this text"
      />

      {run.result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: file ? 'File size' : 'UTF-8 size', value: formatBytes(inputBytes) },
            { label: 'Base64 length', value: pluralize(output.length, 'character') },
            {
              label: 'Size increase',
              value: inputBytes === 0 ? '—' : `${Math.round((output.length / inputBytes - 1) * 100)}%`,
            },
          ]}
        />
      )}
    </>
  );
}
