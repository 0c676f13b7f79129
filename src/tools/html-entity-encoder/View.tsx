import { Languages, Repeat, ShieldCheck, Smile } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { ActionBar, ClearButton, EditorPane, ErrorAlert, FeatureCards, LoadSampleButton, OutputActions, Statistics, ToolHeader, ToolPage, useLiveTask } from '../../kit';
import { formatCount } from '../../lib/format';
import { SAMPLE_TEXT, encodeHtmlEntities, type EncodeOptions, type EncodeResult, type NonAsciiMode, type NumberBase } from './core';

const tasks = { encodeHtmlEntities };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'html-entity-encoder' });

const NON_ASCII_MODES: readonly { value: NonAsciiMode; label: string }[] = [
  { value: 'keep', label: 'Keep as they are' },
  { value: 'named', label: 'Named (&eacute;), else numeric' },
  { value: 'numeric', label: 'Numeric (&#233;)' },
];

const NUMBER_BASES: readonly { value: NumberBase; label: string }[] = [
  { value: 'decimal', label: 'Decimal (&#233;)' },
  { value: 'hex', label: 'Hexadecimal (&#xE9;)' },
];

const features = [
  { title: 'Safe by Default', description: '& < > " and \' become &amp; &lt; &gt; &quot; and &#39;, safe in text and in quoted attribute values. Untick quotes for text content only.', icon: <ShieldCheck className="h-4 w-4 text-green-600" aria-hidden="true" /> },
  { title: 'Named or Numeric', description: 'Non-ASCII characters can stay, become named references from the full WHATWG table (&eacute;, &copy;, &nesim;) or numeric ones in decimal or hex.', icon: <Languages className="h-4 w-4 text-blue-600" aria-hidden="true" /> },
  { title: 'Whole Characters', description: 'An emoji or any other astral character becomes one reference (&#x1F600;), never two for its surrogate halves. Combining marks and right-to-left text keep their order.', icon: <Smile className="h-4 w-4 text-orange-600" aria-hidden="true" /> },
  { title: 'Exact Round Trip', description: 'Every reference decodes back to exactly the character it replaced. C1 controls and lone surrogates, which no reference can carry, are kept and listed.', icon: <Repeat className="h-4 w-4 text-purple-600" aria-hidden="true" /> },
];

const fieldClasses = 'max-w-full rounded-md border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

export default function HtmlEntityEncoderView() {
  const [input, setInput] = useState('');
  const [quotes, setQuotes] = useState(true);
  const [nonAscii, setNonAscii] = useState<NonAsciiMode>('keep');
  const [numbers, setNumbers] = useState<NumberBase>('decimal');
  // One object per distinct choice: the live task reruns when the options change, not on every render.
  const options = useMemo<EncodeOptions>(() => ({ quotes, nonAscii, numbers }), [quotes, nonAscii, numbers]);
  const { result, error } = useLiveTask({ tasks, task: 'encodeHtmlEntities', args: [input, options], createWorker, enabled: input !== '' });
  const nonAsciiId = useId();
  const numbersId = useId();
  const output = result?.output ?? '';

  return (
    <ToolPage>
      <ToolHeader icon="🔣" title="HTML Entity Encoder" subtitle="Escape text for HTML as you type, optionally writing every non-ASCII character as a named or numeric reference." />

      <fieldset className="flex min-w-0 flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
        <legend className="px-1 text-sm font-medium">Encoding options</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-blue-600" checked={quotes} onChange={(event) => setQuotes(event.target.checked)} />
          Escape quotes (" and ')
        </label>
        <div className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
          <label htmlFor={nonAsciiId} className="text-sm font-medium">
            Non-ASCII characters
          </label>
          <select id={nonAsciiId} className={fieldClasses} value={nonAscii} onChange={(event) => setNonAscii(event.target.value as NonAsciiMode)}>
            {NON_ASCII_MODES.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
          <label htmlFor={numbersId} className="text-sm font-medium">
            Numeric references
          </label>
          <select id={numbersId} className={fieldClasses} value={numbers} onChange={(event) => setNumbers(event.target.value as NumberBase)}>
            {NUMBER_BASES.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      {error && <ErrorAlert title="Encoding Error">{error}</ErrorAlert>}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane title="Text" value={input} onChange={setInput} placeholder="Type or paste text to encode, e.g. <p>Tom & Jerry</p>..." acceptFiles=".txt,.html,.htm,.xml,.svg,text/plain,text/html" wrap />
        <EditorPane
          title="Encoded HTML"
          value={output}
          readOnly
          wrap
          placeholder="The encoded HTML will appear here..."
          actions={<OutputActions text={output} label="encoded HTML" copyMessage="Encoded HTML copied to clipboard!" fileName="encoded.html" mimeType="text/html" />}
        />
      </div>

      {result && (
        <Statistics
          items={[
            { label: 'Characters', value: formatCount(result.characters) },
            { label: 'References written', value: formatCount(result.references) },
            { label: 'Output length', value: `${formatCount(output.length)} characters` },
          ]}
        />
      )}

      {result && result.keptTotal > 0 && <KeptCharacters result={result} />}

      <FeatureCards title="HTML Entity Encoding Rules" features={features} />
    </ToolPage>
  );
}

/** The characters left as they were because no character reference can stand for them. */
function KeptCharacters({ result }: { result: EncodeResult }) {
  const headingId = useId();
  const more = result.keptTotal - result.kept.length;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-50">
      <h2 id={headingId} className="font-semibold">
        {result.keptTotal === 1 ? '1 character kept as it is' : `${formatCount(result.keptTotal)} characters kept as they are`}
      </h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm break-words">
        {result.kept.map((kept) => (
          <li key={`${kept.line}:${kept.column}`}>
            {kept.codePoint} at line {kept.line}, column {kept.column}: {kept.reason}.
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-sm">…and {formatCount(more)} more.</p>}
    </section>
  );
}
