import { Binary, Flag, Hash, Repeat } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
  CheckboxField,
  ClearButton,
  FeatureCards,
  LoadSampleButton,
  NoticePanel,
  OptionsBox,
  SelectField,
  Statistics,
  ToolHeader,
  ToolPage,
  TransformPanes,
  useLiveTask,
} from '../../kit';
import { formatCount } from '../../lib/format';
import {
  DEFAULT_OPTIONS,
  FORMATS,
  NON_ASCII_LIMIT,
  SAMPLE_TEXT,
  SEPARATORS,
  textToAscii,
  type NonAsciiCharacter,
  type TextToAsciiOptions,
} from './core';

const tasks = { textToAscii };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'text-to-ascii' });

const features = [
  {
    title: 'One Code per Character',
    description:
      'Codes are Unicode code points: 😀 is one code, 128512, never two surrogate halves. An accent typed as a combining mark is its own code.',
    icon: <Hash className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Four Bases',
    description:
      'Decimal, hexadecimal (0x41), octal (0o101) or binary (0b01000001), padded to whole bytes, separated by spaces, commas or new lines.',
    icon: <Binary className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Non-ASCII Flagged',
    description:
      'ASCII stops at 127. Anything above is shown by its code point and listed with its position, so nothing passes for ASCII that is not.',
    icon: <Flag className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'Round Trip',
    description: 'With prefixes on (or in decimal), ASCII to Text reads the codes back into exactly this text.',
    icon: <Repeat className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

/** How to show one listed character: combining marks on a dotted circle, invisible ones by name only. */
function shownCharacter(entry: NonAsciiCharacter): string {
  if (entry.loneSurrogate) return '(lone surrogate)';
  if (/^\p{M}$/u.test(entry.character)) return `◌${entry.character}`;
  if (/^[\p{Z}\p{C}]$/u.test(entry.character)) return '(invisible)';
  return entry.character;
}

export default function TextToAsciiView() {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<TextToAsciiOptions>(DEFAULT_OPTIONS);
  const { result } = useLiveTask({
    tasks,
    task: 'textToAscii',
    args: [input, options],
    createWorker,
    enabled: input !== '',
  });
  const output = result?.output ?? '';

  const setOption = <K extends keyof TextToAsciiOptions>(key: K, value: TextToAsciiOptions[K]) =>
    setOptions((current) => ({ ...current, [key]: value }));

  return (
    <ToolPage>
      <ToolHeader
        icon="🔢"
        title="Text to ASCII Converter"
        subtitle="See the code of every character as you type: decimal, hex, octal or binary, with anything outside ASCII flagged."
      />

      <OptionsBox legend="Options">
        <SelectField
          label="Format"
          options={FORMATS}
          value={options.format}
          onChange={(format) => setOption('format', format)}
        />
        <SelectField
          label="Separator"
          options={SEPARATORS}
          value={options.separator}
          onChange={(separator) => setOption('separator', separator)}
        />
        <CheckboxField
          label="Prefix (0x, 0o, 0b)"
          checked={options.prefix}
          disabled={options.format === 'decimal'}
          onChange={(prefix) => setOption('prefix', prefix)}
        />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      <TransformPanes
        input={{ title: 'Text', value: input, onChange: setInput, placeholder: 'Type or paste text here...' }}
        output={{
          title: 'Character Codes',
          value: output,
          placeholder: 'Character codes will appear here...',
          label: 'codes',
          fileName: 'character-codes.txt',
        }}
      />

      {result && (
        <Statistics
          items={[
            { label: 'Characters', value: formatCount(result.characters) },
            { label: 'ASCII', value: formatCount(result.characters - result.nonAsciiCount) },
            { label: 'Outside ASCII', value: formatCount(result.nonAsciiCount) },
          ]}
        />
      )}

      {result && result.nonAsciiCount > 0 && <NonAsciiList count={result.nonAsciiCount} entries={result.nonAscii} />}

      <FeatureCards title="Conversion Rules" features={features} />
    </ToolPage>
  );
}

function NonAsciiList({ count, entries }: { count: number; entries: readonly NonAsciiCharacter[] }) {
  const title = count === 1 ? '1 character is outside ASCII' : `${formatCount(count)} characters are outside ASCII`;
  return (
    <NoticePanel title={title}>
      <p className="text-sm">
        ASCII codes go from 0 to 127. These characters are shown by their Unicode code point instead
        {count > entries.length ? `; the first ${NON_ASCII_LIMIT} are listed` : ''}.
      </p>
      {/* Focusable, so keyboard users can scroll the table sideways on narrow screens. */}
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={title}>
        <table className="min-w-full text-left text-sm">
          <thead>
            <tr className="border-b border-amber-300 dark:border-amber-800">
              <th scope="col" className="py-1 pr-4 font-medium">
                Character
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Code point
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Decimal
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Position
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.position} className="border-b border-amber-200 last:border-0 dark:border-amber-900">
                <td className="py-1 pr-4 text-lg">{shownCharacter(entry)}</td>
                <td className="py-1 pr-4 font-mono">{entry.label}</td>
                <td className="py-1 pr-4 font-mono">{entry.codePoint}</td>
                <td className="py-1 pr-4">
                  character {formatCount(entry.position)} (line {formatCount(entry.line)}, column{' '}
                  {formatCount(entry.column)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </NoticePanel>
  );
}
