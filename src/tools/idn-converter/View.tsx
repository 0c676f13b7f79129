import { AtSign, CircleAlert, Globe, Languages } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import {
  ActionBar,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  ErrorAlert,
  FeatureCards,
  LoadSampleButton,
  NoteList,
  NoticePanel,
  OptionsBox,
  Statistics,
  SwapButton,
  ToolHeader,
  ToolPage,
  TransformPanes,
  useLiveTask,
  type Choice,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { SAMPLE_ASCII, SAMPLE_UNICODE, convertIdn, type IdnDirection, type IdnOptions, type IdnResult } from './core';

const tasks = { convertIdn };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'idn-converter' });

const DIRECTIONS: readonly Choice<IdnDirection>[] = [
  { value: 'to-ascii', label: 'Unicode → ASCII (punycode)' },
  { value: 'to-unicode', label: 'ASCII (punycode) → Unicode' },
];

const features = [
  {
    title: 'Label by Label',
    description:
      'Names split at every IDNA dot (. 。 ． ｡); each non-ASCII label becomes xn-- plus its RFC 3492 punycode, and back. ASCII labels stay as they are.',
    icon: <Globe className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Domains, E-mails, URLs',
    description:
      'One per line. Only the domain after @ and the host of a URL change; the mailbox name, user info, port, path, query and fragment are kept exactly.',
    icon: <AtSign className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Mapped Like a Browser',
    description:
      'The IDNA mapping (UTS #46, as new URL() does it): lower case, fullwidth and compatibility forms unified, soft hyphens dropped; ß and ς kept. Script rules (bidi, joiners) are not enforced.',
    icon: <Languages className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
  {
    title: 'Errors Say Where',
    description:
      'An empty label, a label over 63 characters in ASCII form or invalid punycode is reported with the label, its line and its column.',
    icon: <CircleAlert className="h-4 w-4 text-red-600" aria-hidden="true" />,
  },
];

export default function IdnConverterView() {
  const [input, setInput] = useState('');
  const [direction, setDirection] = useState<IdnDirection>('to-ascii');
  const [mapping, setMapping] = useState(true);
  const options = useMemo<IdnOptions>(() => ({ direction, mapping }), [direction, mapping]);
  const { result, error } = useLiveTask({
    tasks,
    task: 'convertIdn',
    args: [input, options],
    createWorker,
    enabled: input !== '',
  });
  const mappingHintId = useId();
  const output = result?.output ?? '';
  const toAscii = direction === 'to-ascii';

  // The result becomes the input and the direction turns round: the quickest way to check a round trip.
  const swap = () => {
    if (output) setInput(output);
    setDirection(toAscii ? 'to-unicode' : 'to-ascii');
  };

  return (
    <ToolPage>
      <ToolHeader
        icon="🌐"
        title="IDN Punycode Converter"
        subtitle="Convert internationalised domain names, e-mail addresses and URLs between Unicode and punycode as you type."
      />

      <OptionsBox legend="Conversion options" stacked>
        <ChoiceGroup legend="Direction" choices={DIRECTIONS} value={direction} onChange={setDirection} inline />
        <CheckboxField
          label="Apply the IDNA mapping"
          checked={mapping}
          onChange={setMapping}
          describedBy={mappingHintId}
        />
        <p id={mappingHintId} className="text-sm text-gray-600 dark:text-gray-300">
          {mapping
            ? 'Lower case, fullwidth and compatibility forms unified, soft hyphens dropped, as browsers map host names (BÜCHER.de is bücher.de).'
            : 'Labels are converted exactly as written, case included (raw punycode of each label).'}
        </p>
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(toAscii ? SAMPLE_UNICODE : SAMPLE_ASCII)} />
        <SwapButton onClick={swap} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      {error && <ErrorAlert title="Conversion Error">{error}</ErrorAlert>}

      <TransformPanes
        input={{
          title: 'Input',
          value: input,
          onChange: setInput,
          placeholder: 'One per line: münchen.de, user@bücher.example, https://例え.テスト/path or their xn-- forms...',
          acceptFiles: '.txt,.csv,text/plain,text/csv',
        }}
        output={{
          title: toAscii ? 'ASCII (punycode)' : 'Unicode',
          value: output,
          placeholder: 'The converted names will appear here...',
          label: 'converted names',
          fileName: toAscii ? 'domains-ascii.txt' : 'domains-unicode.txt',
        }}
      />

      {result && (
        <Statistics
          items={[
            { label: 'Names', value: formatCount(result.items) },
            { label: 'Labels', value: formatCount(result.labelsTotal) },
            { label: 'Internationalised labels', value: formatCount(result.internationalised) },
          ]}
        />
      )}

      {result && result.notesTotal > 0 && <Notes result={result} />}
      {result && result.labels.length > 0 && <LabelsTable result={result} />}

      <FeatureCards title="IDN Conversion Rules" features={features} />
    </ToolPage>
  );
}

function Notes({ result }: { result: IdnResult }) {
  return (
    <NoticePanel title={`Notes (${formatCount(result.notesTotal)})`}>
      <NoteList notes={result.notes.map((note) => ({ key: note, text: note }))} total={result.notesTotal} />
    </NoticePanel>
  );
}

/** Each label in both forms: what "label by label" means, made visible. */
function LabelsTable({ result }: { result: IdnResult }) {
  const headingId = useId();
  const more = result.labelsTotal - result.labels.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-semibold">
        Labels
      </h2>
      <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
        <table className="w-full text-left text-sm" aria-labelledby={headingId}>
          <thead className="bg-gray-50 text-gray-700 dark:bg-gray-900 dark:text-gray-200">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Line
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Unicode
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                ASCII
              </th>
            </tr>
          </thead>
          <tbody>
            {result.labels.map((label, index) => (
              <tr key={index} className="border-t border-gray-200 dark:border-gray-800">
                <td className="px-3 py-1.5 tabular-nums">{label.line}</td>
                <td className="px-3 py-1.5 break-all" dir="auto">
                  {label.unicode}
                </td>
                <td className="px-3 py-1.5 font-mono break-all">{label.ascii}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          The first {formatCount(result.labels.length)} labels are shown; {formatCount(more)} more are in the result.
        </p>
      )}
    </section>
  );
}
