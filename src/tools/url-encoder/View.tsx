import { Globe, Languages, ListChecks, ShieldAlert } from 'lucide-react';
import {
  ActionBar,
  CheckboxField,
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

const features: readonly Feature[] = [
  {
    title: 'Three Modes',
    description:
      'Component for one value, Whole URL for a complete address, Form for form bodies and query strings with + for spaces.',
    icon: Globe,
    tone: 'blue',
  },
  {
    title: 'UTF-8 for Every Character',
    description:
      'Accents, emoji, right-to-left and combining characters become their UTF-8 bytes: 😀 is %F0%9F%98%80, é is %C3%A9.',
    icon: Languages,
    tone: 'green',
  },
  {
    title: 'Same as the Browser',
    description:
      'Results match encodeURIComponent, encodeURI and URLSearchParams byte for byte; each line can be encoded on its own.',
    icon: ListChecks,
    tone: 'purple',
  },
  {
    title: 'Lone Surrogates Caught',
    description: 'Half an emoji has no UTF-8 form. Instead of "URI malformed" you get its line, column and offset.',
    icon: ShieldAlert,
    tone: 'orange',
  },
];

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

      <FeatureCards title="Encoding Rules" features={features} />
    </>
  );
}
