import { BookOpen, Hash, History, ListChecks } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  ActionBar,
  ChoiceGroup,
  ClearButton,
  FeatureCards,
  LoadSampleButton,
  NoteList,
  NoticePanel,
  OptionsBox,
  Statistics,
  ToolHeader,
  ToolPage,
  TransformPanes,
  useLiveTask,
  type Choice,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { SAMPLE_HTML, decodeHtmlEntities, type DecodeContext, type DecodeOptions, type DecodeResult } from './core';

const tasks = { decodeHtmlEntities };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'html-entity-decoder' });

const CONTEXTS: readonly Choice<DecodeContext>[] = [
  {
    value: 'text',
    label: 'Text content',
    hint: 'As in an element’s text: &copy and the other legacy names decode even without a semicolon (&notit; is ¬it;).',
  },
  {
    value: 'attribute',
    label: 'Attribute value',
    hint: 'As in an attribute value: a legacy name without a semicolon stays as written when a letter, digit or = follows (?a=1&copy=2 is kept).',
  },
];

const features = [
  {
    title: 'Full WHATWG Table',
    description:
      'All 2,125 named references of the HTML standard, including two-character ones such as &NotEqualTilde; and astral ones such as &Aopf;.',
    icon: <BookOpen className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Legacy Names',
    description:
      'Like a browser: &amp and &copy decode without a semicolon in text; in attribute values only when no letter, digit or = follows.',
    icon: <History className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Numeric References',
    description:
      'Decimal and hex. &#0;, surrogates and numbers past U+10FFFF become U+FFFD; &#x80;–&#x9F; are read as windows-1252 (&#x80; is €), as browsers do.',
    icon: <Hash className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'Nothing Lost',
    description:
      'Unknown names and malformed references are left exactly as written and listed with their line and column, never treated as an error.',
    icon: <ListChecks className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

export default function HtmlEntityDecoderView() {
  const [input, setInput] = useState('');
  const [context, setContext] = useState<DecodeContext>('text');
  const options = useMemo<DecodeOptions>(() => ({ context }), [context]);
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'decodeHtmlEntities',
    args: [input, options],
    createWorker,
    enabled: input !== '',
  });
  const output = result?.output ?? '';

  return (
    <ToolPage>
      <ToolHeader
        icon="🔡"
        title="HTML Entity Decoder"
        subtitle="Turn HTML character references back into text as you type, by the same rules a browser follows."
      />

      <OptionsBox legend="Decoding options" stacked>
        <ChoiceGroup legend="Read references as in" choices={CONTEXTS} value={context} onChange={setContext} inline />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_HTML)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'HTML',
          value: input,
          onChange: setInput,
          placeholder: 'Paste HTML with entities here, e.g. Tom &amp; Jerry &copy; 2024...',
          acceptFiles: '.html,.htm,.xml,.svg,.txt,text/html,text/plain',
        }}
        output={{
          title: 'Decoded Text',
          value: output,
          placeholder: 'The decoded text will appear here...',
          label: 'decoded text',
          fileName: 'decoded.txt',
        }}
        error={{ title: 'Decoding Error', message: error, at: errorAt }}
      />

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
  const unknown = result.notes.filter((note) => note.kind === 'unknown-name' || note.kind === 'no-digits').length;
  return (
    <NoticePanel title={`Notes (${formatCount(result.notesTotal)})`}>
      {unknown > 0 && (
        <p className="text-sm">Text that looks like a reference but is not one is kept exactly as written.</p>
      )}
      <NoteList
        notes={result.notes.map((note) => ({ key: `${note.offset}-${note.kind}`, text: note.message }))}
        total={result.notesTotal}
      />
    </NoticePanel>
  );
}
