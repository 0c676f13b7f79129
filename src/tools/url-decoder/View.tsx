import { Crosshair, Globe, ShieldCheck, TextCursorInput } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
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
import { SAMPLE_ENCODED, decodeUrl, type UrlDecodeMode } from './core';

const tasks = { decodeUrl };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'url-decoder' });

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

const features = [
  {
    title: 'Three Modes',
    description:
      'Component decodes every escape; Whole URL keeps %2F, %3F, %23 and the other structural escapes; Form also turns + into a space.',
    icon: <Globe className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Strict UTF-8',
    description:
      'Escaped bytes must form valid UTF-8. Overlong forms, surrogates and cut-off sequences are reported, never turned into �.',
    icon: <ShieldCheck className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
  {
    title: 'Errors with Position',
    description: 'A stray %, a bad hex digit or a broken byte sequence is reported with its line, column and offset.',
    icon: <Crosshair className="h-4 w-4 text-red-600" aria-hidden="true" />,
  },
  {
    title: 'Everything Else Kept',
    description:
      'Text that is not escaped, emoji, right-to-left text and line breaks pass through exactly as they are.',
    icon: <TextCursorInput className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
];

export default function UrlDecoderView() {
  const [input, setInput] = useState('');
  const [mode, setMode] = useState<UrlDecodeMode>('component');
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'decodeUrl',
    args: [input, mode],
    createWorker,
    enabled: input !== '',
  });
  const output = result?.output ?? '';

  return (
    <ToolPage>
      <ToolHeader
        icon="🔓"
        title="URL Decoder"
        subtitle="Decode percent-encoded text as you type, with any malformed sequence pointed out."
      />

      <OptionsBox legend="Options" stacked>
        <ChoiceGroup legend="Mode" choices={MODES} value={mode} onChange={setMode} inline />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_ENCODED)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Encoded',
          value: input,
          onChange: setInput,
          placeholder: 'Paste a URL or percent-encoded text here...',
        }}
        output={{
          title: 'Decoded',
          value: output,
          placeholder: 'The decoded text will appear here...',
          label: 'decoded text',
          fileName: 'url-decoded.txt',
        }}
        error={{ title: 'Malformed percent-encoding', message: error, at: errorAt }}
      />

      {result && (
        <Statistics
          items={[
            { label: 'Escapes decoded', value: formatCount(result.decodedEscapes) },
            { label: 'Output length', value: `${formatCount(output.length)} characters` },
          ]}
        />
      )}

      <FeatureCards title="Decoding Rules" features={features} />
    </ToolPage>
  );
}
