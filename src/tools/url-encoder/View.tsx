import { Globe, Languages, ListChecks, ShieldAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  ActionBar,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  FeatureCards,
  LoadSampleButton,
  OptionsBox,
  Statistics,
  ToolHeader,
  ToolPage,
  TransformPanes,
  useLiveTask,
  type Choice,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { SAMPLE_TEXT, encodeUrl, type UrlEncodeMode, type UrlEncodeOptions } from './core';

const tasks = { encodeUrl };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'url-encoder' });

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

const features = [
  {
    title: 'Three Modes',
    description:
      'Component for one value, Whole URL for a complete address, Form for form bodies and query strings with + for spaces.',
    icon: <Globe className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'UTF-8 for Every Character',
    description:
      'Accents, emoji, right-to-left and combining characters become their UTF-8 bytes: 😀 is %F0%9F%98%80, é is %C3%A9.',
    icon: <Languages className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
  {
    title: 'Same as the Browser',
    description:
      'Results match encodeURIComponent, encodeURI and URLSearchParams byte for byte; each line can be encoded on its own.',
    icon: <ListChecks className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Lone Surrogates Caught',
    description: 'Half an emoji has no UTF-8 form. Instead of "URI malformed" you get its line, column and offset.',
    icon: <ShieldAlert className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
];

export default function UrlEncoderView() {
  const [input, setInput] = useState('');
  const [mode, setMode] = useState<UrlEncodeMode>('component');
  const [perLine, setPerLine] = useState(false);
  const options = useMemo<UrlEncodeOptions>(() => ({ mode, perLine }), [mode, perLine]);
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'encodeUrl',
    args: [input, options],
    createWorker,
    enabled: input !== '',
  });
  const output = result?.output ?? '';

  return (
    <ToolPage>
      <ToolHeader
        icon="🔗"
        title="URL Encoder"
        subtitle="Percent-encode text as you type: a URL component, a whole URL, or form data."
      />

      <OptionsBox legend="Options" stacked>
        <ChoiceGroup legend="Mode" choices={MODES} value={mode} onChange={setMode} inline />
        <CheckboxField label="Encode each line separately (keep line breaks)" checked={perLine} onChange={setPerLine} />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      <TransformPanes
        input={{ title: 'Text', value: input, onChange: setInput, placeholder: 'Type or paste text or a URL here...' }}
        output={{
          title: 'Encoded',
          value: output,
          placeholder: 'The percent-encoded text will appear here...',
          label: 'encoded text',
          fileName: 'url-encoded.txt',
        }}
        error={{ title: 'Cannot encode this text', message: error, at: errorAt }}
      />

      {result && (
        <Statistics
          items={[
            { label: 'Bytes percent-encoded', value: formatCount(result.encodedBytes) },
            { label: 'Output length', value: `${formatCount(output.length)} characters` },
          ]}
        />
      )}

      <FeatureCards title="Encoding Rules" features={features} />
    </ToolPage>
  );
}
