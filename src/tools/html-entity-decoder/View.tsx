import {
  ActionBar,
  ChoiceGroup,
  ClearButton,
  LoadSampleButton,
  NoteList,
  OptionsBox,
  Panel,
  Statistics,
  TransformPanes,
  useLiveTask,
  useToolState,
  type Choice,
} from '../../kit';
import { formatCount, pluralize } from '../../lib/format';
import { DEFAULT_DECODE_OPTIONS, SAMPLE_HTML, type DecodeContext, type DecodeResult } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'html-entity-decoder' }),
};

const DEFAULTS = { input: '', ...DEFAULT_DECODE_OPTIONS };

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

export default function HtmlEntityDecoderView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: { context: CONTEXTS.map((context) => context.value) },
  });
  const run = useLiveTask(source, 'decodeHtmlEntities', [state.input, { context: state.context }], {
    enabled: state.input !== '',
  });
  const result = run.result;
  const output = result?.output ?? '';

  return (
    <>
      <OptionsBox legend="Decoding options" stacked>
        <ChoiceGroup
          legend="Read references as in"
          choices={CONTEXTS}
          value={state.context}
          onChange={(context) => update({ context })}
          inline
        />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_HTML })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'HTML',
          value: state.input,
          onChange: (input) => update({ input }),
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
        run={run}
        errorTitle="Decoding Error"
      />

      {result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'References decoded', value: formatCount(result.references) },
            { label: 'Notes', value: formatCount(result.notesTotal) },
            { label: 'Output length', value: pluralize(output.length, 'character') },
          ]}
        />
      )}

      {/* The notes describe the HTML they were made from: hidden while newer HTML is being decoded. */}
      {result && result.notesTotal > 0 && !run.stale && <DecodeNotes result={result} />}
    </>
  );
}

/** Unknown names, malformed references and references a browser reads differently from how they look. */
function DecodeNotes({ result }: { result: DecodeResult }) {
  const unknown = result.notes.some((note) => note.kind === 'unknown-name' || note.kind === 'no-digits');
  return (
    <Panel tone="caution" title={`Notes (${formatCount(result.notesTotal)})`}>
      {unknown && (
        <p className="text-sm">Text that looks like a reference but is not one is kept exactly as written.</p>
      )}
      <NoteList
        notes={result.notes.map((note) => ({ key: `${note.offset}-${note.kind}`, text: note.message }))}
        total={result.notesTotal}
      />
    </Panel>
  );
}
