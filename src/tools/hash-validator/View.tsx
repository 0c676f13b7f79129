import { useState } from 'react';
import { ToolError, useToolState } from '../../kit';
import { declareValidatorState, ValidatorScreen } from '../../kit/ValidatorScreen';
import { checkBatch, type BatchOptions } from '../../lib/validation';
import { analyseHash, checkHash, SAMPLE_INPUT, SAMPLE_TEXT } from './core';
import { HashDetails, VERIFY_FROM, VerifyPanel, type OpenedFile, type VerifyFrom } from './parts';
import type { tasks as Tasks } from './tasks';
import type { VerifyResult } from './verify';

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
      : (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
  workerThreshold: 0,
};

/** The text and the HMAC key are secrets: never stored, never in a share link. */
const { defaults, rules } = declareValidatorState(
  {},
  { text: '', key: '', verifyFrom: 'text' as VerifyFrom, showText: false },
  {
    secret: ['text', 'key'],
    names: { text: 'text to check', key: 'HMAC key' },
    choices: { verifyFrom: VERIFY_FROM.map((choice) => choice.value) },
  },
);

const NOT_CHECKED = {
  'What text made the hash (a reverse lookup)': 'it would mean sending the hash to a lookup or rainbow-table service',
  'Whether the hash or password appears in a breach': 'that needs a breach database such as Have I Been Pwned',
};

export default function HashValidatorView() {
  const tool = useToolState(defaults, rules);
  const [state, update] = tool;
  const [file, setFile] = useState<OpenedFile | null>(null);
  return (
    <ValidatorScreen
      tool={tool}
      onClear={() => setFile(null)}
      source={source}
      task="analyseHash"
      args={[state.input]}
      item="hash"
      field={{ label: 'Hash', placeholder: '5d41402abc4b2a76b9719d911017c592, $2b$12$…, $argon2id$…, sha384-…' }}
      errorTitle="Cannot Read This Hash"
      markIn={(analysis) => analysis.value}
      details={(analysis, stale) => <HashDetails analysis={analysis} stale={stale} />}
      below={(run) => (
        <VerifyPanel
          source={source}
          analysis={run.result}
          stale={run.stale}
          state={state}
          update={update}
          file={file}
          onFile={(opened) => setFile((current) => ({ file: opened, version: (current?.version ?? 0) + 1 }))}
        />
      )}
      sample={{ input: SAMPLE_INPUT, text: SAMPLE_TEXT, verifyFrom: 'text' }}
      batch={{
        items: 'hashes',
        placeholder: 'One hash a line (sha256sum output works too), or a CSV with a column of them...',
        fileName: 'hash-verdicts.csv',
        detailsHeader: 'Candidates',
      }}
      notChecked={NOT_CHECKED}
      secret="The text or password you check and the HMAC key are"
    />
  );
}
