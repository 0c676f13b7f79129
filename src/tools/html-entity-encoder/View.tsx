import { NoteList, Panel } from '../../kit/Panel';
import { liveTransformScreen } from '../../kit/LiveTransformScreen';
import { pluralize } from '../../lib/format';
import { SAMPLE_TEXT, type EncodeResult } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

export default liveTransformScreen(
  {
    options: OPTIONS,
    optionsLegend: 'Encoding options',
    tasks,
    sample: SAMPLE_TEXT,
    input: {
      title: 'Text',
      placeholder: 'Type or paste text to encode, e.g. <p>Tom & Jerry</p>...',
      acceptFiles: '.txt,.html,.htm,.xml,.svg,text/plain,text/html',
    },
    output: { title: 'Encoded HTML', label: 'encoded HTML', fileName: 'encoded.html', mimeType: 'text/html' },
    errorTitle: 'Encoding Error',
    statistics: (result) => ({
      Characters: result.characters,
      'References written': result.references,
      'Output length': pluralize(result.output.length, 'character'),
    }),
    // The list describes the text it was made from: hidden while newer text is being encoded.
    below: ({ run }) => run.result && run.result.keptTotal > 0 && !run.stale && <KeptCharacters result={run.result} />,
  },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);

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
