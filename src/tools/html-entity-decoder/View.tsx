import { BookOpen, Hash, History, ListChecks } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { ActionBar, ClearButton, EditorPane, ErrorAlert, FeatureCards, LoadSampleButton, OutputActions, Statistics, ToolHeader, ToolPage, useLiveTask } from '../../kit';
import { formatCount } from '../../lib/format';
import { SAMPLE_HTML, decodeHtmlEntities, type DecodeContext, type DecodeOptions, type DecodeResult } from './core';

const tasks = { decodeHtmlEntities };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'html-entity-decoder' });

const CONTEXTS: readonly { value: DecodeContext; label: string; hint: string }[] = [
  { value: 'text', label: 'Text content', hint: 'As in an element’s text: &copy and the other legacy names decode even without a semicolon (&notit; is ¬it;).' },
  { value: 'attribute', label: 'Attribute value', hint: 'As in an attribute value: a legacy name without a semicolon stays as written when a letter, digit or = follows (?a=1&copy=2 is kept).' },
];

const features = [
  { title: 'Full WHATWG Table', description: 'All 2,125 named references of the HTML standard, including two-character ones such as &NotEqualTilde; and astral ones such as &Aopf;.', icon: <BookOpen className="h-4 w-4 text-blue-600" aria-hidden="true" /> },
  { title: 'Legacy Names', description: 'Like a browser: &amp and &copy decode without a semicolon in text; in attribute values only when no letter, digit or = follows.', icon: <History className="h-4 w-4 text-purple-600" aria-hidden="true" /> },
  { title: 'Numeric References', description: 'Decimal and hex. &#0;, surrogates and numbers past U+10FFFF become U+FFFD; &#x80;–&#x9F; are read as windows-1252 (&#x80; is €), as browsers do.', icon: <Hash className="h-4 w-4 text-orange-600" aria-hidden="true" /> },
  { title: 'Nothing Lost', description: 'Unknown names and malformed references are left exactly as written and listed with their line and column, never treated as an error.', icon: <ListChecks className="h-4 w-4 text-green-600" aria-hidden="true" /> },
];

export default function HtmlEntityDecoderView() {
  const [input, setInput] = useState('');
  const [context, setContext] = useState<DecodeContext>('text');
  const options = useMemo<DecodeOptions>(() => ({ context }), [context]);
  const { result, error } = useLiveTask({ tasks, task: 'decodeHtmlEntities', args: [input, options], createWorker, enabled: input !== '' });
  const hintId = useId();
  const output = result?.output ?? '';

  return (
    <ToolPage>
      <ToolHeader icon="🔡" title="HTML Entity Decoder" subtitle="Turn HTML character references back into text as you type, by the same rules a browser follows." />

      <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
        <legend className="px-1 text-sm font-medium">Decoding options</legend>
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2" aria-describedby={hintId}>
          <legend className="float-left mr-2 text-sm font-medium">Read references as in</legend>
          {CONTEXTS.map(({ value, label }) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="html-entity-context" className="h-4 w-4 accent-blue-600" value={value} checked={context === value} onChange={() => setContext(value)} />
              {label}
            </label>
          ))}
        </fieldset>
        <p id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
          {CONTEXTS.find((entry) => entry.value === context)!.hint}
        </p>
      </fieldset>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_HTML)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      {error && <ErrorAlert title="Decoding Error">{error}</ErrorAlert>}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane title="HTML" value={input} onChange={setInput} placeholder="Paste HTML with entities here, e.g. Tom &amp; Jerry &copy; 2024..." acceptFiles=".html,.htm,.xml,.svg,.txt,text/html,text/plain" wrap />
        <EditorPane
          title="Decoded Text"
          value={output}
          readOnly
          wrap
          placeholder="The decoded text will appear here..."
          actions={<OutputActions text={output} label="decoded text" copyMessage="Decoded text copied to clipboard!" fileName="decoded.txt" mimeType="text/plain" />}
        />
      </div>

      {result && (
        <Statistics
          items={[
            { label: 'References decoded', value: formatCount(result.references) },
            { label: 'Notes', value: formatCount(result.notesTotal) },
            { label: 'Output length', value: `${formatCount(output.length)} characters` },
          ]}
        />
      )}

      {result && result.notesTotal > 0 && <DecodeNotes result={result} />}

      <FeatureCards title="HTML Entity Decoding Rules" features={features} />
    </ToolPage>
  );
}

/** Unknown names, malformed references and references a browser reads differently from how they look. */
function DecodeNotes({ result }: { result: DecodeResult }) {
  const headingId = useId();
  const more = result.notesTotal - result.notes.length;
  const unknown = result.notes.filter((note) => note.kind === 'unknown-name' || note.kind === 'no-digits').length;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-50">
      <h2 id={headingId} className="font-semibold">
        Notes ({formatCount(result.notesTotal)})
      </h2>
      {unknown > 0 && <p className="mt-1 text-sm">Text that looks like a reference but is not one is kept exactly as written.</p>}
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm break-words">
        {result.notes.map((note) => (
          <li key={`${note.offset}-${note.kind}`}>{note.message}.</li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-sm">…and {formatCount(more)} more.</p>}
    </section>
  );
}
