import {
  ActionBar,
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
import { SAMPLE_ENCODED, type UrlDecodeMode } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'url-decoder' }),
};

const MODES: readonly Choice<UrlDecodeMode>[] = [
  {
    value: 'component',
    label: 'Component',
    hint: 'decodeURIComponent: every %XX escape is decoded. "+" stays a plus sign.',
  },
  {
    value: 'uri',
    label: 'Whole URL',
    hint: 'decodeURI: escapes of the characters that structure a URL (%2F %3F %23 %26 %3D ...) stay encoded, so the URL keeps its meaning.',
  },
  {
    value: 'form',
    label: 'Form',
    hint: 'application/x-www-form-urlencoded: "+" is a space, then every %XX escape is decoded.',
  },
];

const DEFAULTS = { input: '', mode: 'component' as UrlDecodeMode };

export default function UrlDecoderView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: { mode: MODES.map((mode) => mode.value) },
  });
  const run = useLiveTask(source, 'decodeUrl', [state.input, state.mode], { enabled: state.input !== '' });
  const output = run.result?.output ?? '';

  return (
    <>
      <OptionsBox legend="Options" stacked>
        <ChoiceGroup legend="Mode" choices={MODES} value={state.mode} onChange={(mode) => update({ mode })} inline />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_ENCODED })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Encoded',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'Paste a URL or percent-encoded text here...',
        }}
        output={{
          title: 'Decoded',
          value: output,
          placeholder: 'The decoded text will appear here...',
          label: 'decoded text',
          fileName: 'url-decoded.txt',
        }}
        run={run}
        errorTitle="Malformed percent-encoding"
      />

      {run.result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Escapes decoded', value: formatCount(run.result.decodedEscapes) },
            { label: 'Output length', value: pluralize(output.length, 'character') },
          ]}
        />
      )}
    </>
  );
}
