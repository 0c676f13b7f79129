import { Globe, Languages, ListChecks, ShieldAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { ActionBar, ClearButton, EditorPane, ErrorAlert, FeatureCards, LoadSampleButton, OutputActions, Statistics, ToolHeader, ToolPage, useLiveTask } from '../../kit';
import { formatCount } from '../../lib/format';
import { SAMPLE_TEXT, encodeUrl, type UrlEncodeMode, type UrlEncodeOptions } from './core';

const tasks = { encodeUrl };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'url-encoder' });

const MODES: readonly { value: UrlEncodeMode; label: string; hint: string }[] = [
  { value: 'component', label: 'Component', hint: "encodeURIComponent: for a query value or path segment. Only A–Z a–z 0–9 - _ . ! ~ * ' ( ) stay as they are." },
  { value: 'uri', label: 'Whole URL', hint: 'encodeURI: for a complete URL. Keeps the characters that structure it (: / ? # & = + $ , ; @), so the URL still works.' },
  { value: 'form', label: 'Form', hint: 'application/x-www-form-urlencoded, as HTML forms and URLSearchParams write it: a space becomes "+".' },
];

const features = [
  { title: 'Three Modes', description: 'Component for one value, Whole URL for a complete address, Form for form bodies and query strings with + for spaces.', icon: <Globe className="h-4 w-4 text-blue-600" aria-hidden="true" /> },
  { title: 'UTF-8 for Every Character', description: 'Accents, emoji, right-to-left and combining characters become their UTF-8 bytes: 😀 is %F0%9F%98%80, é is %C3%A9.', icon: <Languages className="h-4 w-4 text-green-600" aria-hidden="true" /> },
  { title: 'Same as the Browser', description: 'Results match encodeURIComponent, encodeURI and URLSearchParams byte for byte; each line can be encoded on its own.', icon: <ListChecks className="h-4 w-4 text-purple-600" aria-hidden="true" /> },
  { title: 'Lone Surrogates Caught', description: 'Half an emoji has no UTF-8 form. Instead of "URI malformed" you get its line, column and offset.', icon: <ShieldAlert className="h-4 w-4 text-orange-600" aria-hidden="true" /> },
];

export default function UrlEncoderView() {
  const [input, setInput] = useState('');
  const [mode, setMode] = useState<UrlEncodeMode>('component');
  const [perLine, setPerLine] = useState(false);
  const options = useMemo<UrlEncodeOptions>(() => ({ mode, perLine }), [mode, perLine]);
  const { result, error } = useLiveTask({ tasks, task: 'encodeUrl', args: [input, options], createWorker, enabled: input !== '' });
  const perLineId = useId();
  const hintId = useId();
  const output = result?.output ?? '';

  return (
    <ToolPage>
      <ToolHeader icon="🔗" title="URL Encoder" subtitle="Percent-encode text as you type: a URL component, a whole URL, or form data." />

      <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
        <legend className="px-1 text-sm font-medium">Options</legend>
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2" aria-describedby={hintId}>
          <legend className="float-left mr-2 text-sm font-medium">Mode</legend>
          {MODES.map(({ value, label }) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="url-encode-mode" className="h-4 w-4 accent-blue-600" value={value} checked={mode === value} onChange={() => setMode(value)} />
              {label}
            </label>
          ))}
        </fieldset>
        <p id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
          {MODES.find((entry) => entry.value === mode)!.hint}
        </p>
        <div className="flex items-center gap-2">
          <input id={perLineId} type="checkbox" className="h-4 w-4 accent-blue-600" checked={perLine} onChange={(event) => setPerLine(event.target.checked)} />
          <label htmlFor={perLineId} className="text-sm font-medium">
            Encode each line separately (keep line breaks)
          </label>
        </div>
      </fieldset>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      {error && <ErrorAlert title="Cannot encode this text">{error}</ErrorAlert>}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane title="Text" value={input} onChange={setInput} placeholder="Type or paste text or a URL here..." acceptFiles=".txt,text/plain" wrap />
        <EditorPane
          title="Encoded"
          value={output}
          readOnly
          wrap
          placeholder="The percent-encoded text will appear here..."
          actions={<OutputActions text={output} label="encoded text" copyMessage="Encoded text copied to clipboard!" fileName="url-encoded.txt" mimeType="text/plain" />}
        />
      </div>

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
