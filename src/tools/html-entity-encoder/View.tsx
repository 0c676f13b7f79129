import {
  ActionBar,
  CheckboxField,
  ClearButton,
  LoadSampleButton,
  NoteList,
  OptionsBox,
  Panel,
  SelectField,
  Statistics,
  TransformPanes,
  useLiveTask,
  useToolState,
  type Choice,
} from '../../kit';
import { formatCount, pluralize } from '../../lib/format';
import { DEFAULT_ENCODE_OPTIONS, SAMPLE_TEXT, type EncodeResult, type NonAsciiMode, type NumberBase } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'html-entity-encoder' }),
};

const DEFAULTS = { input: '', ...DEFAULT_ENCODE_OPTIONS };

const NON_ASCII_MODES: readonly Choice<NonAsciiMode>[] = [
  { value: 'keep', label: 'Keep as they are' },
  { value: 'named', label: 'Named (&eacute;), else numeric' },
  { value: 'numeric', label: 'Numeric (&#233;)' },
];

const NUMBER_BASES: readonly Choice<NumberBase>[] = [
  { value: 'decimal', label: 'Decimal (&#233;)' },
  { value: 'hex', label: 'Hexadecimal (&#xE9;)' },
];

export default function HtmlEntityEncoderView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: {
      nonAscii: NON_ASCII_MODES.map((mode) => mode.value),
      numbers: NUMBER_BASES.map((base) => base.value),
    },
  });
  const run = useLiveTask(
    source,
    'encodeHtmlEntities',
    [state.input, { quotes: state.quotes, nonAscii: state.nonAscii, numbers: state.numbers }],
    { enabled: state.input !== '' },
  );
  const result = run.result;
  const output = result?.output ?? '';

  return (
    <>
      <OptionsBox legend="Encoding options">
        <CheckboxField
          label={`Escape quotes (" and ')`}
          checked={state.quotes}
          onChange={(quotes) => update({ quotes })}
        />
        <SelectField
          label="Non-ASCII characters"
          options={NON_ASCII_MODES}
          value={state.nonAscii}
          onChange={(nonAscii) => update({ nonAscii })}
        />
        <SelectField
          label="Numeric references"
          options={NUMBER_BASES}
          value={state.numbers}
          onChange={(numbers) => update({ numbers })}
        />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_TEXT })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Text',
          value: state.input,
          onChange: (input) => update({ input }),
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
        run={run}
        errorTitle="Encoding Error"
      />

      {result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Characters', value: formatCount(result.characters) },
            { label: 'References written', value: formatCount(result.references) },
            { label: 'Output length', value: pluralize(output.length, 'character') },
          ]}
        />
      )}

      {/* The list describes the text it was made from: hidden while newer text is being encoded. */}
      {result && result.keptTotal > 0 && !run.stale && <KeptCharacters result={result} />}
    </>
  );
}

/** The characters left as they were because no character reference can stand for them. */
function KeptCharacters({ result }: { result: EncodeResult }) {
  const notes = result.kept.map((kept) => ({
    key: `${kept.line}:${kept.column}`,
    text: `${kept.codePoint} at line ${kept.line}, column ${kept.column}: ${kept.reason}`,
  }));
  const verb = result.keptTotal === 1 ? 'kept as it is' : 'kept as they are';
  return (
    <Panel tone="caution" title={`${pluralize(result.keptTotal, 'character')} ${verb}`}>
      <NoteList notes={notes} total={result.keptTotal} />
    </Panel>
  );
}
