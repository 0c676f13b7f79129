import { Binary, FileText, Smile, Text } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
  ClearButton,
  CopyButton,
  EditorPane,
  ErrorAlert,
  FeatureCards,
  LoadSampleButton,
  Statistics,
  ToolHeader,
  ToolPage,
  useLiveTask,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { COUNT_LABELS, EMPTY_COUNTS, SAMPLE_TEXT, countLengths, describeCounts, type LengthCounts } from './core';

const tasks = { countLengths };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'string-length-counter' });

const features = [
  {
    title: 'Characters as People Count Them',
    description:
      "Grapheme clusters, found with Intl.Segmenter: 👩‍👩‍👧, 🇫🇷, é written as e + ◌́ and नमस्ते's syllables each count as what you see.",
    icon: <Smile className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'What Programs Count',
    description:
      'Code points (Python len, Rust chars) and UTF-16 units (JavaScript and Java length): 😀 is 1 code point but 2 units.',
    icon: <Binary className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Bytes on Disk',
    description:
      'UTF-8 bytes, what a file, an HTTP body or a VARCHAR limit in bytes holds: 1 for ASCII, 2 to 4 for everything else.',
    icon: <FileText className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Words, Lines, Spaces',
    description:
      'Words by Unicode word segmentation, in every script (numbers count, punctuation and emoji do not); lines as the editor shows them; spaces and tabs of every width.',
    icon: <Text className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

export default function StringLengthCounterView() {
  const [input, setInput] = useState('');
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'countLengths',
    args: [input],
    createWorker,
    enabled: input !== '',
  });
  // Zeros before the first count, so the figures never jump in and out as typing starts.
  const counts = result ?? EMPTY_COUNTS;

  return (
    <ToolPage>
      <ToolHeader
        icon="📏"
        title="String Length Counter"
        subtitle="Every length of your text as you type: characters as people see them, code points, UTF-16 units, UTF-8 bytes, words, lines and spaces."
      />

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
        {result && (
          <CopyButton
            text={describeCounts(result)}
            ariaLabel="Copy statistics"
            successMessage="Statistics copied to clipboard!"
          />
        )}
      </ActionBar>

      {/* The pane's own count is UTF-16 units; here the statistics below are the counts. */}
      <EditorPane
        title="Text"
        value={input}
        onChange={setInput}
        placeholder="Type or paste text here, or open a file..."
        acceptFiles=".txt,text/plain"
        wrap
        hideCount
        errorAt={errorAt}
      />

      {error && <ErrorAlert title="Cannot count this text">{error}</ErrorAlert>}
      {!error && (
        <Statistics
          items={(Object.keys(COUNT_LABELS) as (keyof LengthCounts)[]).map((key) => ({
            label: COUNT_LABELS[key],
            value: formatCount(counts[key]),
          }))}
        />
      )}

      <FeatureCards title="What Each Count Means" features={features} />
    </ToolPage>
  );
}
