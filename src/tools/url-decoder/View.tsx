import { Crosshair, Globe, ShieldCheck, TextCursorInput } from 'lucide-react';
import { useId, useState } from 'react';
import { ActionBar, ClearButton, EditorPane, ErrorAlert, FeatureCards, LoadSampleButton, OutputActions, Statistics, ToolHeader, ToolPage, useLiveTask } from '../../kit';
import { formatCount } from '../../lib/format';
import { SAMPLE_ENCODED, decodeUrl, type UrlDecodeMode } from './core';

const tasks = { decodeUrl };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'url-decoder' });

const MODES: readonly { value: UrlDecodeMode; label: string; hint: string }[] = [
  { value: 'component', label: 'Component', hint: 'decodeURIComponent: every %XX escape is decoded. "+" stays a plus sign.' },
  { value: 'uri', label: 'Whole URL', hint: 'decodeURI: escapes of the characters that structure a URL (%2F %3F %23 %26 %3D ...) stay encoded, so the URL keeps its meaning.' },
  { value: 'form', label: 'Form', hint: 'application/x-www-form-urlencoded: "+" is a space, then every %XX escape is decoded.' },
];

const features = [
  { title: 'Three Modes', description: 'Component decodes every escape; Whole URL keeps %2F, %3F, %23 and the other structural escapes; Form also turns + into a space.', icon: <Globe className="h-4 w-4 text-blue-600" aria-hidden="true" /> },
  { title: 'Strict UTF-8', description: 'Escaped bytes must form valid UTF-8. Overlong forms, surrogates and cut-off sequences are reported, never turned into �.', icon: <ShieldCheck className="h-4 w-4 text-green-600" aria-hidden="true" /> },
  { title: 'Errors with Position', description: 'A stray %, a bad hex digit or a broken byte sequence is reported with its line, column and offset.', icon: <Crosshair className="h-4 w-4 text-red-600" aria-hidden="true" /> },
  { title: 'Everything Else Kept', description: 'Text that is not escaped, emoji, right-to-left text and line breaks pass through exactly as they are.', icon: <TextCursorInput className="h-4 w-4 text-purple-600" aria-hidden="true" /> },
];

export default function UrlDecoderView() {
  const [input, setInput] = useState('');
  const [mode, setMode] = useState<UrlDecodeMode>('component');
  const { result, error } = useLiveTask({ tasks, task: 'decodeUrl', args: [input, mode], createWorker, enabled: input !== '' });
  const hintId = useId();
  const output = result?.output ?? '';

  return (
    <ToolPage>
      <ToolHeader icon="🔓" title="URL Decoder" subtitle="Decode percent-encoded text as you type, with any malformed sequence pointed out." />

      <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
        <legend className="px-1 text-sm font-medium">Options</legend>
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2" aria-describedby={hintId}>
          <legend className="float-left mr-2 text-sm font-medium">Mode</legend>
          {MODES.map(({ value, label }) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="url-decode-mode" className="h-4 w-4 accent-blue-600" value={value} checked={mode === value} onChange={() => setMode(value)} />
              {label}
            </label>
          ))}
        </fieldset>
        <p id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
          {MODES.find((entry) => entry.value === mode)!.hint}
        </p>
      </fieldset>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_ENCODED)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      {error && <ErrorAlert title="Malformed percent-encoding">{error}</ErrorAlert>}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane title="Encoded" value={input} onChange={setInput} placeholder="Paste a URL or percent-encoded text here..." acceptFiles=".txt,text/plain" wrap />
        <EditorPane
          title="Decoded"
          value={output}
          readOnly
          wrap
          placeholder="The decoded text will appear here..."
          actions={<OutputActions text={output} label="decoded text" copyMessage="Decoded text copied to clipboard!" fileName="url-decoded.txt" mimeType="text/plain" />}
        />
      </div>

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
