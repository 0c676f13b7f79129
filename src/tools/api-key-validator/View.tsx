import { useToolState } from '../../kit';
import { declareValidatorState, ValidatorScreen } from '../../kit/ValidatorScreen';
import { BROKEN_SAMPLE_INPUT, BROKEN_SAMPLE_SCAN, SAMPLE_INPUT, SAMPLE_SCAN } from './core';
import { KeyDetails, ScanMode } from './parts';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
};

/** The key, the list and the scanned text are secrets: never stored, never in a share link. */
const { defaults, rules } = declareValidatorState(
  {},
  { scan: '' },
  {
    secret: ['input', 'list', 'scan'],
    names: { input: 'API key', list: 'batch list', scan: 'text to scan' },
    choices: { mode: ['single', 'batch', 'scan'] },
  },
);

const NOT_CHECKED = {
  'Whether the key is live, revoked or expired': 'only the provider knows, and asking would send it the key',
  'What the key may do (its scopes and owner)': 'the provider keeps that, not the key itself',
  'Whether the key has leaked before': 'that would mean looking it up in a breach or leak service',
};

export default function ApiKeyValidatorView() {
  const tool = useToolState(defaults, rules);
  const [state, update] = tool;
  const scanning = state.mode === 'scan';
  return (
    <ValidatorScreen
      tool={tool}
      source={source}
      task="analyseKey"
      args={[state.input]}
      item="key"
      field={{ label: 'API key or token', placeholder: 'ghp_…, sk_live_…, AKIA…, xoxb-…, eyJ…', secret: true }}
      errorTitle="Cannot Check This Key"
      markIn={(analysis) => analysis.value}
      details={(analysis, stale) => <KeyDetails analysis={analysis} stale={stale} />}
      // In the scan mode the samples are texts to scan.
      sample={scanning ? { scan: SAMPLE_SCAN, mode: 'scan' } : { input: SAMPLE_INPUT }}
      broken={scanning ? { scan: BROKEN_SAMPLE_SCAN, mode: 'scan' } : { input: BROKEN_SAMPLE_INPUT }}
      batch={{
        items: 'keys',
        placeholder: 'One key or token a line, or a CSV with a column of them...',
        fileName: 'api-key-verdicts.csv',
        detailsHeader: 'Key',
        secret: true,
      }}
      more={[
        {
          id: 'scan',
          label: 'Scan a file',
          content: <ScanMode source={source} text={state.scan} onScan={(scan) => update({ scan })} />,
        },
      ]}
      notChecked={NOT_CHECKED}
      secret="API keys are"
    />
  );
}
