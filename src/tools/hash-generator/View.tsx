import { FileUp, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionBar,
  Button,
  ChoiceGroup,
  ClearButton,
  CopyButton,
  DataTable,
  ErrorAlert,
  FileOpenButton,
  LoadSampleButton,
  Panel,
  RunStatus,
  Statistics,
  TextField,
  useLiveTask,
  useToolState,
  type Column,
} from '../../kit';
import { useFileDrop } from '../../kit/FileDropZone';
import { OptionsForm } from '../../kit/OptionsForm';
import { LiveText } from '../../kit/LiveText';
import { formatBytes } from '../../lib/format';
import { declareState } from '../../lib/options-schema';
import { errorMessage } from '../../lib/tool-error';
import {
  ALGORITHM_IDS,
  algorithmName,
  compareDigest,
  digestBlob,
  encodeDigest,
  keyBytes,
  SAMPLE_INPUT,
  SAMPLE_SHA256,
  type AlgorithmId,
  type Digest,
  type KeyEncoding,
} from './core';
import type { FileHashMessage, FileHashRequest } from './file-hashing';
import { OPTIONS } from './options';
import { tasks } from './tasks';

type Source = 'text' | 'file';
const SOURCES = [
  { value: 'text', label: 'Text' },
  { value: 'file', label: 'A file', hint: 'Read in slices in a background worker: any size, never all in memory.' },
] as const;

/** The tool's state: the options (the HMAC key is secret: never stored, never in a link), the text and the digest to compare. */
const { defaults, rules } = declareState(
  OPTIONS,
  { input: '', source: 'text' as Source, compare: '' },
  {
    choices: { source: SOURCES.map((source) => source.value) },
    names: { input: 'text', compare: 'digest to compare' },
  },
);

const textSource = {
  tasks,
  createWorker:
    typeof Worker === 'undefined'
      ? undefined
      : () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'hash-generator' }),
};

interface FileRun {
  file: File;
  status: 'hashing' | 'done' | 'failed' | 'cancelled';
  done: number;
  digests: Digest[];
  error: string | null;
  /** What the digests were made with, so a change of algorithm or key shows them as out of date. */
  madeWith: string;
}

/**
 * Hashes an opened file in file-worker.ts, which reads it a slice at a time: the page passes the File itself,
 * never its bytes. A new file, algorithm or key restarts it (after a pause, so typing a key does not start a
 * run per keystroke); Cancel and Clear stop the worker.
 */
function useFileHash(file: File | null, algorithms: readonly AlgorithmId[], key: string, keyEncoding: KeyEncoding) {
  const [run, setRun] = useState<FileRun | null>(null);
  const worker = useRef<Worker | null>(null);
  const madeWith = JSON.stringify([algorithms, key, keyEncoding]);

  // The pause before a run starts: Cancel during it must keep the run from starting.
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = () => {
    clearTimeout(pending.current);
    worker.current?.terminate();
    worker.current = null;
  };

  useEffect(() => {
    if (!file) {
      setRun(null);
      return;
    }
    let current = true;
    const update = (patch: Partial<FileRun>) => {
      if (current) setRun((run) => (run && run.file === file ? { ...run, ...patch } : run));
    };
    setRun((run) => ({
      file,
      status: 'hashing',
      done: 0,
      digests: run?.file === file ? run.digests : [],
      error: null,
      madeWith: run?.file === file ? run.madeWith : madeWith,
    }));
    const request: FileHashRequest = { file, algorithms: [...algorithms], key, keyEncoding };
    pending.current = setTimeout(() => {
      if (typeof Worker === 'undefined') {
        // No worker (a test's DOM): the same slices, read here.
        digestBlob(file, request.algorithms, keyBytes(key, keyEncoding), (done) => update({ done }))
          .then((digests) => update({ status: 'done', digests, madeWith }))
          .catch((error: unknown) =>
            update({ status: 'failed', error: errorMessage(error, 'The file could not be read') }),
          );
        return;
      }
      const started = new Worker(new URL('./file-worker.ts', import.meta.url), {
        type: 'module',
        name: 'hash-generator-file',
      });
      worker.current = started;
      started.onmessage = ({ data }: MessageEvent<FileHashMessage>) => {
        if (data.kind === 'progress') update({ done: data.done });
        else if (data.kind === 'done') update({ status: 'done', done: data.bytes, digests: data.digests, madeWith });
        else update({ status: 'failed', error: data.message });
        if (data.kind !== 'progress') started.terminate();
      };
      started.onerror = (event) => {
        event.preventDefault();
        update({ status: 'failed', error: event.message || 'The background worker stopped unexpectedly' });
      };
      started.postMessage(request);
    }, 250);
    return () => {
      current = false;
      stop();
    };
    // madeWith stands for the algorithms, the key and its encoding, by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, madeWith]);

  const cancel = () => {
    stop();
    setRun((run) => (run && run.status === 'hashing' ? { ...run, status: 'cancelled' } : run));
  };
  return { run, stale: run !== null && run.madeWith !== madeWith, cancel };
}

interface Row {
  id: AlgorithmId;
  name: string;
  digest: string;
  match: boolean;
}

/**
 * Drawn by hand (the custom family) from kit parts: no family template shows several digests of one input at
 * once, each with its copy button (what users of CyberChef and IT-Tools expect of a hash tool), or hashes a
 * file of any size streamed in a worker with progress and cancel, or compares the result with a pasted digest.
 * The parts are the kit's: the action row, choice group, text fields, options form, table, panels and status.
 */
export default function HashGeneratorView() {
  const [state, update, reset] = useToolState(defaults, rules);
  const [file, setFile] = useState<File | null>(null);
  const algorithms = useMemo(
    () => (state.algorithm === 'all' ? ALGORITHM_IDS : [state.algorithm as AlgorithmId]),
    [state.algorithm],
  );
  const hmacName = (id: AlgorithmId) => (state.key ? `HMAC-${algorithmName(id)}` : algorithmName(id));

  const fromText = state.source === 'text';
  const textRun = useLiveTask(
    textSource,
    'hashText',
    [state.input, algorithms, { inputEncoding: state.inputEncoding, key: state.key, keyEncoding: state.keyEncoding }],
    { enabled: fromText && state.input !== '', fallbackError: 'The text could not be hashed' },
  );
  const fileHash = useFileHash(fromText ? null : file, algorithms, state.key, state.keyEncoding);
  const fileRun = fileHash.run;

  const digests = fromText ? (textRun.result?.digests ?? []) : (fileRun?.digests ?? []);
  const stale = fromText ? textRun.stale : fileHash.stale || fileRun?.status === 'hashing';
  const comparison = state.compare.trim() && digests.length > 0 ? compareDigest(state.compare, digests) : null;
  const rows = digests.map((digest): Row => ({
    id: digest.id,
    name: hmacName(digest.id),
    digest: encodeDigest(digest.bytes, state.outputEncoding),
    match: comparison?.matches.includes(digest.id) ?? false,
  }));
  const columns: Column<Row>[] = [
    { key: 'name', header: 'Algorithm', value: (row) => row.name, sortable: false, width: 'w-40' },
    {
      key: 'digest',
      header: 'Digest',
      value: (row) => row.digest,
      sortable: false,
      render: (row) => (
        <span className="font-mono break-all">
          {row.digest}
          {row.match && <strong className="ml-2 font-sans text-green-700 dark:text-green-300">✓ matches</strong>}
        </span>
      ),
    },
    {
      key: 'copy',
      header: 'Copy',
      value: () => '',
      sortable: false,
      render: (row) => <CopyButton text={row.digest} ariaLabel={`Copy ${row.name}`} />,
    },
  ];

  const clear = () => {
    fileHash.cancel();
    setFile(null);
    reset();
  };

  return (
    <>
      <ActionBar>
        <LoadSampleButton
          onClick={() => update({ source: 'text', input: SAMPLE_INPUT, inputEncoding: 'utf8', compare: SAMPLE_SHA256 })}
        />
        <ClearButton onClick={clear} />
      </ActionBar>
      <ChoiceGroup legend="Hash" choices={SOURCES} value={state.source} onChange={(source) => update({ source })} />
      {fromText ? (
        <TextField
          label="Text"
          value={state.input}
          onChange={(input) => update({ input })}
          placeholder="Type or paste text here..."
          rows={6}
          monospace={state.inputEncoding === 'hex' || state.inputEncoding === 'base64'}
          stacked
        />
      ) : (
        <FilePicker file={file} onFile={setFile} fileHash={fileHash} />
      )}
      <OptionsForm
        schema={OPTIONS}
        values={state}
        onChange={update}
        disabled={{ inputEncoding: !fromText, keyEncoding: state.key === '' }}
      />
      <TextField
        label="Compare with a digest"
        value={state.compare}
        onChange={(compare) => update({ compare })}
        placeholder="Paste a digest (hex or Base64) to check it against the ones above..."
        hint="Hex in any case, Base64 or Base64url; a label such as sha256: or an SRI sha384- prefix is ignored."
        monospace
        stacked
      />
      {rows.length > 0 && (
        <Panel title={state.key ? 'HMACs' : 'Digests'} stale={stale}>
          <DataTable
            caption={state.key ? 'HMACs' : 'Digests'}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            csvFileName="digests.csv"
          />
        </Panel>
      )}
      {comparison && (
        <ComparisonPanel
          comparison={comparison.matches}
          readable={comparison.readable}
          single={algorithms.length === 1}
          name={hmacName}
          stale={stale}
        />
      )}
      {rows.length > 0 && (
        <Statistics
          stale={stale}
          items={[
            {
              label: 'Bytes hashed',
              value: formatBytes(fromText ? (textRun.result?.bytes ?? 0) : (fileRun?.file.size ?? 0)),
            },
            { label: 'Algorithms', value: String(rows.length) },
          ]}
        />
      )}
      {fromText ? (
        <RunStatus run={textRun} errorTitle="Cannot hash this input" />
      ) : (
        fileRun?.status === 'failed' && <ErrorAlert title="Cannot hash this file">{fileRun.error}</ErrorAlert>
      )}
    </>
  );
}

/** Where a file is opened (chosen, dropped or pasted) and its hashing shown: the File is kept, never read here. */
function FilePicker({
  file,
  onFile,
  fileHash,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  fileHash: ReturnType<typeof useFileHash>;
}) {
  const { dragging, dropProps } = useFileDrop(onFile);
  const fileRun = fileHash.run;
  return (
    <section
      aria-label="File to hash"
      className={`flex flex-col gap-3 rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-blue-500 bg-blue-50 dark:bg-blue-950/40' : 'border-gray-300 dark:border-gray-700'}`}
      onPaste={(event) => {
        const pasted = event.clipboardData.files[0];
        if (!pasted) return;
        event.preventDefault();
        onFile(pasted);
      }}
      {...dropProps}
    >
      <div className="flex flex-wrap items-center gap-3">
        <FileOpenButton onFile={onFile}>Open a file to hash</FileOpenButton>
        {file ? (
          <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            <FileUp className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="font-medium break-all">{file.name}</span>
            <span className="text-gray-600 dark:text-gray-300">{formatBytes(file.size)}</span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove ${file.name}`}
              icon={<X className="h-4 w-4" aria-hidden="true" />}
              onClick={() => {
                fileHash.cancel();
                onFile(null);
              }}
            >
              Remove
            </Button>
          </p>
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            Choose a file, drop it here, or paste it. Any size: it is read in slices, never whole.
          </p>
        )}
      </div>
      {fileRun && fileRun.status !== 'done' && fileRun.status !== 'failed' && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <progress
            className="h-2 w-full sm:w-80"
            value={fileRun.done}
            max={Math.max(fileRun.file.size, 1)}
            aria-label="Hashing progress"
          />
          <span>
            {fileRun.status === 'cancelled' ? 'Cancelled at ' : 'Hashed '}
            {formatBytes(fileRun.done)} of {formatBytes(fileRun.file.size)}
            {fileRun.file.size > 0 && ` (${Math.floor((fileRun.done / fileRun.file.size) * 100)}%)`}
          </span>
          {fileRun.status === 'hashing' && (
            <Button size="sm" onClick={fileHash.cancel}>
              Cancel
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

function ComparisonPanel({
  comparison,
  readable,
  single,
  name,
  stale,
}: {
  comparison: AlgorithmId[];
  readable: boolean;
  single: boolean;
  name: (id: AlgorithmId) => string;
  stale: boolean;
}) {
  const matched = comparison.length > 0;
  const message = matched
    ? `Match: the digest is the ${comparison.map(name).join(' and ')} of the input.`
    : !readable
      ? 'No match: the pasted text is not a hex or Base64 digest.'
      : single
        ? 'No match with this algorithm. Choose All algorithms to compare with every one.'
        : 'No match: none of the digests above equals it.';
  return (
    <>
      <Panel title={matched ? 'Match' : 'No match'} tone={matched ? 'good' : 'bad'} stale={stale}>
        <p>{message}</p>
      </Panel>
      <LiveText message={stale ? '' : message} />
    </>
  );
}
