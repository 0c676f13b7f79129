import { Crosshair, Globe, ShieldCheck, TextCursorInput } from 'lucide-react';
import {
  ActionBar,
  ChoiceGroup,
  ClearButton,
  FeatureCards,
  LoadSampleButton,
  OptionsBox,
  Statistics,
  TransformPanes,
  useLiveTask,
  useToolState,
  type Choice,
  type Feature,
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

const features: readonly Feature[] = [
  {
    title: 'Three Modes',
    description:
      'Component decodes every escape; Whole URL keeps %2F, %3F, %23 and the other structural escapes; Form also turns + into a space.',
    icon: Globe,
    tone: 'blue',
  },
  {
    title: 'Strict UTF-8',
    description:
      'Escaped bytes must form valid UTF-8. Overlong forms, surrogates and cut-off sequences are reported, never turned into �.',
    icon: ShieldCheck,
    tone: 'green',
  },
  {
    title: 'Errors with Position',
    description: 'A stray %, a bad hex digit or a broken byte sequence is reported with its line, column and offset.',
    icon: Crosshair,
    tone: 'red',
  },
  {
    title: 'Everything Else Kept',
    description:
      'Text that is not escaped, emoji, right-to-left text and line breaks pass through exactly as they are.',
    icon: TextCursorInput,
    tone: 'purple',
  },
];

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

      <FeatureCards title="Decoding Rules" features={features} />
    </>
  );
}
