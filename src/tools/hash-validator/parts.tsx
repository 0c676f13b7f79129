import { CircleCheck, CircleX } from 'lucide-react';
import {
  CheckboxField,
  ChoiceGroup,
  CopyButton,
  DataTable,
  FileOpenButton,
  KeyValueList,
  NoteList,
  Panel,
  RunStatus,
  TextField,
  useLiveTask,
  type Choice,
  type Column,
  type StateUpdate,
} from '../../kit';
import type { TaskRunnerOptions } from '../../kit/useTaskRunner';
import { formatBytes } from '../../lib/format';
import type { Candidate, HashAnalysis } from './core';
import type { tasks as Tasks } from './tasks';
import type { Attempt, VerifyResult } from './verify';

export type VerifyFrom = 'text' | 'file';

export const VERIFY_FROM: readonly Choice<VerifyFrom>[] = [
  { value: 'text', label: 'Text or password' },
  { value: 'file', label: 'A file', hint: 'Read in a stream, so any size works; for digests only.' },
];

const CANDIDATE_COLUMNS: readonly Column<Candidate & { rank: number }>[] = [
  { key: 'rank', header: 'Rank', align: 'right', width: 'w-16', value: (row) => row.rank },
  { key: 'name', header: 'Algorithm', width: 'w-40', value: (row) => row.name },
  { key: 'why', header: 'Why', value: (row) => row.why },
];

const ATTEMPT_COLUMNS: readonly Column<Attempt>[] = [
  { key: 'name', header: 'Algorithm', width: 'w-40', value: (row) => row.name },
  {
    key: 'computed',
    header: 'Computed from your input',
    value: (row) => row.computed,
    code: 'anywhere',
  },
  { key: 'match', header: 'Match', width: 'w-20', value: (row) => (row.match ? 'Yes' : 'No') },
];

/** A long value that wraps anywhere (a 128-digit hex digest on a phone), with its copy button. */
function Copyable({ text, label }: { text: string; label: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-mono break-all">{text}</span>
      <CopyButton text={text} ariaLabel={`Copy ${label}`} successMessage={`${label} copied`} quietFailure>
        Copy
      </CopyButton>
    </span>
  );
}

export function HashDetails({ analysis, stale }: { analysis: HashAnalysis; stale: boolean }) {
  const forms = [
    ...(analysis.bytes !== null
      ? [{ label: 'Size', value: `${analysis.bytes} bytes (${analysis.bytes * 8} bits)` }]
      : []),
    ...(analysis.hex ? [{ label: 'Hex', value: <Copyable text={analysis.hex} label="Hex form" /> }] : []),
    ...(analysis.base64 ? [{ label: 'Base64', value: <Copyable text={analysis.base64} label="Base64 form" /> }] : []),
    ...(analysis.letterCase
      ? [
          {
            label: 'Letter case',
            value:
              analysis.letterCase === 'mixed'
                ? 'Mixed (unusual)'
                : analysis.letterCase === 'upper'
                  ? 'Capitals'
                  : 'Lowercase',
          },
        ]
      : []),
  ];
  return (
    <>
      {analysis.candidates.length > 0 && (
        <Panel title="Candidates" stale={stale}>
          <DataTable
            caption="Candidate algorithms, likeliest first"
            columns={CANDIDATE_COLUMNS}
            rows={analysis.candidates.map((candidate, index) => ({ ...candidate, rank: index + 1 }))}
            rowKey={(row) => row.name}
          />
        </Panel>
      )}
      {(analysis.params.length > 0 || forms.length > 0 || analysis.notes.length > 0) && (
        <Panel title={analysis.params.length > 0 ? 'Parameters' : 'Forms'} stale={stale}>
          <KeyValueList
            label="Hash details"
            items={[
              ...analysis.params.map((param) => ({
                label: param.label,
                value: <span className="font-mono [overflow-wrap:anywhere]">{param.value}</span>,
              })),
              ...forms,
            ]}
          />
          <NoteList notes={analysis.notes} />
        </Panel>
      )}
    </>
  );
}

function VerifyOutcome({ result, stale }: { result: VerifyResult; stale: boolean }) {
  return (
    <Panel
      title={result.matched ? `Match: ${result.matched}` : 'No Match'}
      tone={result.matched ? 'good' : 'bad'}
      icon={result.matched ? CircleCheck : CircleX}
      label="Verification"
      stale={stale}
    >
      <p className="text-sm">
        {result.matched
          ? `Your input, ${formatBytes(result.bytesHashed)}, gives exactly this hash under ${result.matched}.`
          : `None of the ${result.attempts.length} ${result.attempts.length === 1 ? 'way' : 'ways'} tried gives this hash from your input (${formatBytes(result.bytesHashed)}). Check for a trailing space or line break, the letter case, or a missing key.`}
      </p>
      <DataTable caption="What was tried" columns={ATTEMPT_COLUMNS} rows={result.attempts} rowKey={(row) => row.name} />
      <NoteList notes={result.notes} />
    </Panel>
  );
}

/** The verify part's fields of the tool's state. */
export interface VerifyState {
  input: string;
  text: string;
  key: string;
  verifyFrom: VerifyFrom;
  showText: boolean;
}

/** A file opened to hash, with a count that makes opening the same file again a new run. */
export interface OpenedFile {
  file: File;
  version: number;
}

type VerifyTasks = Pick<typeof Tasks, 'verifyText' | 'verifyFile'>;

interface VerifyPanelProps {
  source: TaskRunnerOptions<VerifyTasks>;
  /** The hash as identified; null while there is none. */
  analysis: HashAnalysis | null;
  /** The identification is out of date: nothing is verified against it. */
  stale: boolean;
  state: VerifyState;
  update: StateUpdate<VerifyState>;
  file: OpenedFile | null;
  onFile: (opened: File) => void;
}

/** Checks the hash against a text, a password or a file: which algorithm (and key) gives it, if any. */
export function VerifyPanel({ source, analysis, stale, state, update, file, onFile }: VerifyPanelProps) {
  const canVerify = analysis !== null && analysis.verifiable && !stale;
  const isDigest = analysis !== null && analysis.form !== 'crypt';
  const fromFile = state.verifyFrom === 'file' && isDigest;
  const textCheck = useLiveTask(source, 'verifyText', [state.input, state.text, isDigest ? state.key : ''], {
    enabled: canVerify && !fromFile && state.text !== '',
    fallbackError: 'The text could not be checked',
  });
  const fileCheck = useLiveTask(
    source,
    'verifyFile',
    [state.input, file?.file as File, state.key, file?.version ?? 0],
    {
      enabled: canVerify && fromFile && file !== null,
      fallbackError: 'The file could not be read',
    },
  );
  const check = fromFile ? fileCheck : textCheck;
  return (
    <Panel title="Verify">
      {isDigest && (
        <ChoiceGroup
          legend="Check the hash against"
          choices={VERIFY_FROM}
          value={state.verifyFrom}
          onChange={(verifyFrom) => update({ verifyFrom })}
          inline
        />
      )}
      {fromFile ? (
        <div className="flex flex-wrap items-center gap-3">
          <FileOpenButton onFile={onFile}>Open a file to hash</FileOpenButton>
          <span className="text-sm [overflow-wrap:anywhere]">
            {file ? `${file.file.name}, ${formatBytes(file.file.size)}` : 'No file opened yet.'}
          </span>
        </div>
      ) : (
        <>
          <TextField
            label="Text or password to check"
            value={state.text}
            onChange={(text) => update({ text })}
            placeholder="Exactly as it was hashed: no line break is added"
            monospace
            stacked
            secret
            masked={!state.showText}
          />
          <CheckboxField label="Show the text" checked={state.showText} onChange={(showText) => update({ showText })} />
        </>
      )}
      {isDigest && (
        <TextField
          label="HMAC key (optional)"
          value={state.key}
          onChange={(key) => update({ key })}
          placeholder="With a key, HMAC of each candidate is tried instead"
          hint="Used as UTF-8 text."
          monospace
          stacked
          secret
          masked={!state.showText}
        />
      )}
      {analysis && !analysis.verifiable && analysis.check.verdict !== 'invalid' && (
        <p className="text-sm">This kind of hash is recognised, but this tool cannot compute it to compare.</p>
      )}
      <RunStatus run={check} errorTitle="Cannot Verify" />
      {check.result && <VerifyOutcome result={check.result} stale={check.stale} />}
    </Panel>
  );
}
