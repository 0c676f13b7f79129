import {
  ActionBar,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  LoadSampleButton,
  OptionsBox,
  Statistics,
  TransformPanes,
  useLiveTask,
  useToolState,
  type Choice,
} from '../../kit';
import { formatCount, pluralize } from '../../lib/format';
import { SAMPLE_TEXT, type UrlEncodeMode } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'url-encoder' }),
};

const MODES: readonly Choice<UrlEncodeMode>[] = [
  {
    value: 'component',
    label: 'Component',
    hint: "encodeURIComponent: for a query value or path segment. Only A–Z a–z 0–9 - _ . ! ~ * ' ( ) stay as they are.",
  },
  {
    value: 'uri',
    label: 'Whole URL',
    hint: 'encodeURI: for a complete URL. Keeps the characters that structure it (: / ? # & = + $ , ; @), so the URL still works.',
  },
  {
    value: 'form',
    label: 'Form',
    hint: 'application/x-www-form-urlencoded, as HTML forms and URLSearchParams write it: a space becomes "+".',
  },
];

const DEFAULTS = { input: '', mode: 'component' as UrlEncodeMode, perLine: false };

export default function UrlEncoderView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: { mode: MODES.map((mode) => mode.value) },
  });
  const run = useLiveTask(source, 'encodeUrl', [state.input, { mode: state.mode, perLine: state.perLine }], {
    enabled: state.input !== '',
  });
  const output = run.result?.output ?? '';

  return (
    <>
      <OptionsBox legend="Options" stacked>
        <ChoiceGroup legend="Mode" choices={MODES} value={state.mode} onChange={(mode) => update({ mode })} inline />
        <CheckboxField
          label="Encode each line separately (keep line breaks)"
          checked={state.perLine}
          onChange={(perLine) => update({ perLine })}
        />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_TEXT })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Text',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'Type or paste text or a URL here...',
        }}
        output={{
          title: 'Encoded',
          value: output,
          placeholder: 'The percent-encoded text will appear here...',
          label: 'encoded text',
          fileName: 'url-encoded.txt',
        }}
        run={run}
        errorTitle="Cannot encode this text"
      />

      {run.result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Bytes percent-encoded', value: formatCount(run.result.encodedBytes) },
            { label: 'Output length', value: pluralize(output.length, 'character') },
          ]}
        />
      )}
    </>
  );
}
