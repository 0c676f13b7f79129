import { Binary, CircleAlert, Link2, ScanSearch } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
  ClearButton,
  FeatureCards,
  LoadSampleButton,
  OptionsBox,
  SelectField,
  Statistics,
  ToolHeader,
  ToolPage,
  TransformPanes,
  useLiveTask,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { asciiToText, BASES, SAMPLE_CODES, type InputBase } from './core';

const tasks = { asciiToText };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'ascii-to-text' });

const features = [
  {
    title: 'Auto-Detect',
    description:
      'Each number is read by its prefix: 0x or U+ for hex, 0o for octal, 0b for binary. A group of exactly eight 0s and 1s is a binary byte; anything else is decimal.',
    icon: <ScanSearch className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Any Base',
    description:
      'Pick decimal, hex, octal or binary to read every number in that base, prefix or not (hex 0B is eleven, not a prefix).',
    icon: <Binary className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'All of Unicode',
    description:
      'Codes up to U+10FFFF become characters, emoji included. A UTF-16 surrogate pair (55357 56832) is joined into the one character it encodes.',
    icon: <Link2 className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
  {
    title: 'Errors Say Where',
    description:
      'A code that is not a number, is beyond U+10FFFF or is a lone surrogate is named with its token number, line and column.',
    icon: <CircleAlert className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
];

export default function AsciiToTextView() {
  const [input, setInput] = useState('');
  const [base, setBase] = useState<InputBase>('auto');
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'asciiToText',
    args: [input, base],
    createWorker,
    enabled: input !== '',
  });
  const output = result?.text ?? '';

  return (
    <ToolPage>
      <ToolHeader
        icon="🔤"
        title="ASCII to Text Converter"
        subtitle="Turn character codes back into text as you type: decimal, hex or binary, separated by spaces, commas or new lines."
      />

      <OptionsBox legend="Options">
        <SelectField label="Number format" options={BASES} value={base} onChange={setBase} />
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Auto-detect: 72, 0x48, U+48, 0o110, 0b1001000 or 01001000.
        </p>
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_CODES)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Character Codes',
          value: input,
          onChange: setInput,
          placeholder: 'Paste codes here, e.g. 72 101 108 108 111...',
          acceptFiles: '.txt,.csv,text/plain,text/csv',
        }}
        output={{
          title: 'Text',
          value: output,
          placeholder: 'The text will appear here...',
          label: 'text',
          fileName: 'text.txt',
        }}
        error={{ title: 'Invalid Code', message: error, at: errorAt }}
      />

      {result && (
        <Statistics
          items={[
            { label: 'Codes', value: formatCount(result.codes) },
            { label: 'Characters', value: formatCount(result.characters) },
          ]}
        />
      )}

      <FeatureCards title="Reading Rules" features={features} />
    </ToolPage>
  );
}
