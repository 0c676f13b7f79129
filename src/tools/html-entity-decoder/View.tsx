import { NoteList, Panel } from '../../kit/Panel';
import { liveTransformScreen } from '../../kit/LiveTransformScreen';
import { formatCount, pluralize } from '../../lib/format';
import { SAMPLE_HTML, type DecodeResult } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

export default liveTransformScreen(
  {
    options: OPTIONS,
    optionsLegend: 'Decoding options',
    tasks,
    sample: SAMPLE_HTML,
    input: {
      title: 'HTML',
      placeholder: 'Paste HTML with entities here, e.g. Tom &amp; Jerry &copy; 2024...',
      acceptFiles: '.html,.htm,.xml,.svg,.txt,text/html,text/plain',
    },
    output: { title: 'Decoded Text', label: 'decoded text', fileName: 'decoded.txt' },
    errorTitle: 'Decoding Error',
    statistics: (result) => ({
      'References decoded': result.references,
      Notes: result.notesTotal,
      'Output length': pluralize(result.output.length, 'character'),
    }),
    // The notes describe the HTML they were made from: hidden while newer HTML is being decoded.
    below: ({ run }) => run.result && run.result.notesTotal > 0 && !run.stale && <DecodeNotes result={run.result} />,
  },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);

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
