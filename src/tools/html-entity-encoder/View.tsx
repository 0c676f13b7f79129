import { Languages, Repeat, ShieldCheck, Smile } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  ActionBar,
  CheckboxField,
  ClearButton,
  FeatureCards,
  LoadSampleButton,
  NoteList,
  NoticePanel,
  OptionsBox,
  SelectField,
  Statistics,
  ToolHeader,
  ToolPage,
  TransformPanes,
  useLiveTask,
  type Choice,
} from '../../kit';
import { formatCount } from '../../lib/format';
import {
  SAMPLE_TEXT,
  encodeHtmlEntities,
  type EncodeOptions,
  type EncodeResult,
  type NonAsciiMode,
  type NumberBase,
} from './core';

const tasks = { encodeHtmlEntities };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'html-entity-encoder' });

const NON_ASCII_MODES: readonly Choice<NonAsciiMode>[] = [
  { value: 'keep', label: 'Keep as they are' },
  { value: 'named', label: 'Named (&eacute;), else numeric' },
  { value: 'numeric', label: 'Numeric (&#233;)' },
];

const NUMBER_BASES: readonly Choice<NumberBase>[] = [
  { value: 'decimal', label: 'Decimal (&#233;)' },
  { value: 'hex', label: 'Hexadecimal (&#xE9;)' },
];

const features = [
  {
    title: 'Safe by Default',
    description:
      '& < > " and \' become &amp; &lt; &gt; &quot; and &#39;, safe in text and in quoted attribute values. Untick quotes for text content only.',
    icon: <ShieldCheck className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
  {
    title: 'Named or Numeric',
    description:
      'Non-ASCII characters can stay, become named references from the full WHATWG table (&eacute;, &copy;, &nesim;) or numeric ones in decimal or hex.',
    icon: <Languages className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Whole Characters',
    description:
      'An emoji or any other astral character becomes one reference (&#x1F600;), never two for its surrogate halves. Combining marks and right-to-left text keep their order.',
    icon: <Smile className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'Exact Round Trip',
    description:
      'Every reference decodes back to exactly the character it replaced. C1 controls and lone surrogates, which no reference can carry, are kept and listed.',
    icon: <Repeat className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
];

export default function HtmlEntityEncoderView() {
  const [input, setInput] = useState('');
  const [quotes, setQuotes] = useState(true);
  const [nonAscii, setNonAscii] = useState<NonAsciiMode>('keep');
  const [numbers, setNumbers] = useState<NumberBase>('decimal');
  // One object per distinct choice: the live task reruns when the options change, not on every render.
  const options = useMemo<EncodeOptions>(() => ({ quotes, nonAscii, numbers }), [quotes, nonAscii, numbers]);
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'encodeHtmlEntities',
    args: [input, options],
    createWorker,
    enabled: input !== '',
  });
  const output = result?.output ?? '';

  return (
    <ToolPage>
      <ToolHeader
        icon="🔣"
        title="HTML Entity Encoder"
        subtitle="Escape text for HTML as you type, optionally writing every non-ASCII character as a named or numeric reference."
      />

      <OptionsBox legend="Encoding options">
        <CheckboxField label={`Escape quotes (" and ')`} checked={quotes} onChange={setQuotes} />
        <SelectField label="Non-ASCII characters" options={NON_ASCII_MODES} value={nonAscii} onChange={setNonAscii} />
        <SelectField label="Numeric references" options={NUMBER_BASES} value={numbers} onChange={setNumbers} />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Text',
          value: input,
          onChange: setInput,
          placeholder: 'Type or paste text to encode, e.g. <p>Tom & Jerry</p>...',
          acceptFiles: '.txt,.html,.htm,.xml,.svg,text/plain,text/html',
        }}
        output={{
          title: 'Encoded HTML',
          value: output,
          placeholder: 'The encoded HTML will appear here...',
          label: 'encoded HTML',
          fileName: 'encoded.html',
          mimeType: 'text/html',
        }}
        error={{ title: 'Encoding Error', message: error, at: errorAt }}
      />

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
  const notes = result.kept.map((kept) => ({
    key: `${kept.line}:${kept.column}`,
    text: `${kept.codePoint} at line ${kept.line}, column ${kept.column}: ${kept.reason}`,
  }));
  return (
    <NoticePanel
      title={
        result.keptTotal === 1
          ? '1 character kept as it is'
          : `${formatCount(result.keptTotal)} characters kept as they are`
      }
    >
      <NoteList notes={notes} total={result.keptTotal} />
    </NoticePanel>
  );
}
