import { ArrowDownWideNarrow, CaseSensitive, Equal, Space } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
  CheckboxField,
  ClearButton,
  FeatureCards,
  LoadSampleButton,
  OptionsBox,
  Statistics,
  ToolHeader,
  ToolPage,
  TransformPanes,
  useLiveTask,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { DEFAULT_OPTIONS, SAMPLE_TEXT, removeDuplicateLines, type DedupeOptions } from './core';

const tasks = { removeDuplicateLines };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'duplicate-line-remover' });

const OPTION_LABELS: readonly { key: keyof DedupeOptions; label: string }[] = [
  { key: 'ignoreCase', label: 'Ignore case' },
  { key: 'trimLines', label: 'Trim spaces before comparing' },
  { key: 'removeEmptyLines', label: 'Remove empty lines' },
];

const features = [
  {
    title: 'First One Wins',
    description:
      'Each line is kept where it first appears, exactly as written there; later repeats are removed. The order never changes.',
    icon: <ArrowDownWideNarrow className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Ignore Case',
    description:
      'Apple, apple and APPLE count as one line, with Unicode case rules: straße and STRASSE, οδος and ΟΔΟΣ match too.',
    icon: <CaseSensitive className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Trim and Empty Lines',
    description:
      'Spaces around a line can be ignored when comparing, and empty lines dropped instead of kept once. Kept lines keep their spaces.',
    icon: <Space className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'Same Text, Same Line',
    description:
      'é typed as one character or as e + ◌́ looks the same, so it is the same line. Emoji, right-to-left text and line breaks are kept intact.',
    icon: <Equal className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

export default function DuplicateLineRemoverView() {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<DedupeOptions>(DEFAULT_OPTIONS);
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'removeDuplicateLines',
    args: [input, options],
    createWorker,
    enabled: input !== '',
  });
  const output = result?.output ?? '';

  return (
    <ToolPage>
      <ToolHeader
        icon="👯"
        title="Duplicate Line Remover"
        subtitle="Remove repeated lines as you type, keeping the first of each in its place."
      />

      <OptionsBox legend="Options">
        {OPTION_LABELS.map(({ key, label }) => (
          <CheckboxField
            key={key}
            label={label}
            checked={options[key]}
            onChange={(checked) => setOptions((current) => ({ ...current, [key]: checked }))}
          />
        ))}
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Lines',
          value: input,
          onChange: setInput,
          placeholder: 'Paste a list, one item per line...',
          acceptFiles: '.txt,.csv,.log,text/plain',
        }}
        output={{
          title: 'Unique Lines',
          value: output,
          placeholder: 'The lines without duplicates will appear here...',
          label: 'unique lines',
          fileName: 'unique-lines.txt',
        }}
        error={{ title: 'Cannot process this text', message: error, at: errorAt }}
        wrap={false}
      />

      {result && (
        <Statistics
          items={[
            { label: 'Duplicates removed', value: formatCount(result.duplicatesRemoved) },
            ...(options.removeEmptyLines
              ? [{ label: 'Empty lines removed', value: formatCount(result.emptyLinesRemoved) }]
              : []),
            { label: 'Lines kept', value: formatCount(result.linesKept) },
          ]}
        />
      )}

      <FeatureCards title="How Lines Are Compared" features={features} />
    </ToolPage>
  );
}
