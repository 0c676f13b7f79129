import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  CopyButton,
  DataTable,
  FileOpenButton,
  KeyValueList,
  LoadSampleButton,
  NoteList,
  Panel,
  RunStatus,
  TextField,
  useLiveTask,
  useToolState,
  ToolError,
  type Choice,
  type Column,
} from '../../kit';
import { formatBytes } from '../../lib/format';
import {
  BATCH_CHOICES,
  BATCH_DEFAULTS,
  BatchCheck,
  CheckModes,
  NotCheckedPanel,
  PrivacyNote,
  VerdictPanel,
} from '../../kit/Validation';
import { checkBatch, type BatchOptions } from '../../lib/validation';
import { analyseHash, checkHash, SAMPLE_INPUT, SAMPLE_TEXT, type Candidate, type HashAnalysis } from './core';
import type { tasks as Tasks } from './tasks';
import type { Attempt, VerifyResult } from './verify';

/** Verification needs the worker: its libraries are left out of the page so that the screen loads fast. */
const needsWorker = (): Promise<VerifyResult> =>
  Promise.reject(
    new ToolError(
      'Checking runs in a background worker, and this browser did not start one: reload the page to try again.',
    ),
  );

/**
 * Every task runs in the worker (`workerThreshold: 0`): the digests, bcryptjs and the KDFs load only in the
 * worker's chunk. Identifying a hash needs none of them, so it can run here too (where there are no workers,
 * as in a test's DOM); verifying cannot.
 */
const source = {
  tasks: {
    analyseHash,
    checkBatch: (text: string, options: BatchOptions) => checkBatch(text, options, checkHash),
    verifyText: needsWorker as (...args: Parameters<typeof Tasks.verifyText>) => Promise<VerifyResult>,
    verifyFile: needsWorker as (...args: Parameters<typeof Tasks.verifyFile>) => Promise<VerifyResult>,
  },
  createWorker:
    typeof Worker === 'undefined'
      ? undefined
      : () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'hash-validator' }),
  workerThreshold: 0,
};

type VerifyFrom = 'text' | 'file';

const VERIFY_FROM: readonly Choice<VerifyFrom>[] = [
  { value: 'text', label: 'Text or password' },
  { value: 'file', label: 'A file', hint: 'Read in a stream, so any size works; for digests only.' },
];

/** The text and the HMAC key are secrets: never stored, never in a share link. */
const DEFAULTS = { input: '', ...BATCH_DEFAULTS, text: '', key: '', verifyFrom: 'text' as VerifyFrom, showText: false };
const RULES = {
  secret: ['text', 'key'] as (keyof typeof DEFAULTS)[],
  names: { text: 'text to check', key: 'HMAC key' },
  choices: { ...BATCH_CHOICES, verifyFrom: VERIFY_FROM.map((choice) => choice.value) },
};

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
    render: (row) => <code className="font-mono break-all">{row.computed}</code>,
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

function HashDetails({ analysis, stale }: { analysis: HashAnalysis; stale: boolean }) {
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
          {analysis.notes.length > 0 && <NoteList notes={analysis.notes.map((note) => ({ key: note, text: note }))} />}
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
      {result.notes.length > 0 && <NoteList notes={result.notes.map((note) => ({ key: note, text: note }))} />}
    </Panel>
  );
}

export default function HashValidatorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const [file, setFile] = useState<{ file: File; version: number } | null>(null);
  const single = state.mode === 'single';

  const identified = useLiveTask(source, 'analyseHash', [state.input], {
    enabled: single && state.input.trim() !== '',
  });
  const analysis = identified.result;
  const canVerify = analysis !== null && analysis.verifiable && !identified.stale;
  const isDigest = analysis !== null && analysis.form !== 'crypt';
  const fromFile = state.verifyFrom === 'file' && isDigest;

  const textCheck = useLiveTask(source, 'verifyText', [state.input, state.text, isDigest ? state.key : ''], {
    enabled: single && canVerify && !fromFile && state.text !== '',
    fallbackError: 'The text could not be checked',
  });
  const fileCheck = useLiveTask(
    source,
    'verifyFile',
    [state.input, file?.file as File, state.key, file?.version ?? 0],
    {
      enabled: single && canVerify && fromFile && file !== null,
      fallbackError: 'The file could not be read',
    },
  );
  const check = fromFile ? fileCheck : textCheck;

  return (
    <>
      <ActionBar>
        <LoadSampleButton
          onClick={() => update({ input: SAMPLE_INPUT, text: SAMPLE_TEXT, verifyFrom: 'text', mode: 'single' })}
        />
        <ClearButton
          onClick={() => {
            reset();
            setFile(null);
          }}
        />
      </ActionBar>

      <CheckModes
        mode={state.mode}
        onMode={(mode) => update({ mode })}
        item="hash"
        single={
          <div className="flex flex-col gap-4">
            <TextField
              label="Hash"
              value={state.input}
              onChange={(input) => update({ input })}
              placeholder="5d41402abc4b2a76b9719d911017c592, $2b$12$…, $argon2id$…, sha384-…"
              monospace
              stacked
            />
            <RunStatus run={identified} errorTitle="Cannot Read This Hash" />
            {analysis && (
              <>
                <VerdictPanel value={analysis.value} check={analysis.check} stale={identified.stale} />
                <HashDetails analysis={analysis} stale={identified.stale} />
              </>
            )}

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
                  <FileOpenButton
                    onFile={(opened) => setFile((current) => ({ file: opened, version: (current?.version ?? 0) + 1 }))}
                  >
                    Open a file to hash
                  </FileOpenButton>
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
                  <CheckboxField
                    label="Show the text"
                    checked={state.showText}
                    onChange={(showText) => update({ showText })}
                  />
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
          </div>
        }
        batch={
          <BatchCheck
            source={source}
            state={state}
            update={update}
            items="hashes"
            placeholder="One hash a line (sha256sum output works too), or a CSV with a column of them..."
            fileName="hash-verdicts.csv"
            detailsHeader="Candidates"
          />
        }
      />

      <NotCheckedPanel
        items={[
          {
            check: 'What text made the hash (a reverse lookup)',
            why: 'it would mean sending the hash to a lookup or rainbow-table service',
          },
          {
            check: 'Whether the hash or password appears in a breach',
            why: 'that needs a breach database such as Have I Been Pwned',
          },
        ]}
      />
      <PrivacyNote secret="The text or password you check and the HMAC key are" />
    </>
  );
}
