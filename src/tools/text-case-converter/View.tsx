import { Globe, ListOrdered, Scissors, Type } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ActionBar,
  ClearButton,
  CopyButton,
  DownloadButton,
  EditorPane,
  ErrorAlert,
  FeatureCards,
  LoadSampleButton,
  ToolHeader,
  ToolPage,
  useLiveTask,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { decodeUtf8 } from '../../lib/utf8';
import { CASES, SAMPLE_TEXT, convertCasesForScreen, type CaseOutput } from './core';

const tasks = { convertCasesForScreen };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'text-case-converter' });

const features = [
  {
    title: 'Word Boundaries',
    description:
      'Words split at spaces and punctuation, at _ - . and at camel humps: XMLHttpRequest is XML, Http, Request; version2Update is version2, Update. Digits stay in their word: utf8, i18n.',
    icon: <Scissors className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Text Cases Keep Everything',
    description:
      'UPPER, lower, Title and Sentence case change only letter case: spaces, punctuation, emoji and line breaks stay. A sentence starts each line and follows . ! ? or ….',
    icon: <Type className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'One Identifier per Line',
    description:
      'camelCase to dot.case convert each line on its own, so a list of names stays a list. Only letters and digits are kept; separators, symbols and emoji go.',
    icon: <ListOrdered className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'All of Unicode',
    description:
      'Accents, Greek final sigma, ß → SS, right-to-left and caseless scripts. Case mapping is the same in every locale: i → I, never the Turkish İ.',
    icon: <Globe className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

export default function TextCaseConverterView() {
  const [input, setInput] = useState('');
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'convertCasesForScreen',
    args: [input],
    createWorker,
    enabled: input !== '',
  });

  return (
    <ToolPage>
      <ToolHeader
        icon="🔠"
        title="Text Case Converter"
        subtitle="Type once and see every case at once, from UPPER and Title Case to camelCase, snake_case and CONSTANT_CASE."
      />

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      <EditorPane
        title="Text"
        value={input}
        onChange={setInput}
        placeholder="Type or paste text or identifiers, one per line, e.g. user first name or userFirstName..."
        acceptFiles=".txt,text/plain"
        height={200}
        wrap
        errorAt={errorAt}
      />

      {error && <ErrorAlert title="Cannot convert this text">{error}</ErrorAlert>}

      {/*
        Ten code editors on one screen made a 1 MB input freeze the page for 10 seconds (each editor
        forces a layout as the others update), so each case is a light read-only block showing the
        start of the result; Copy and Download always take all of it.
      */}
      <div className="grid gap-4 md:grid-cols-2">
        {CASES.map(({ id, name }) => (
          <CaseResult key={id} id={id} name={name} output={result?.[id]} />
        ))}
      </div>

      <FeatureCards title="Conversion Rules" features={features} />
    </ToolPage>
  );
}

function CaseResult({ id, name, output }: { id: string; name: string; output: CaseOutput | undefined }) {
  const headingId = useId();
  const preview = output?.preview ?? '';
  const length = output?.length ?? 0;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {name}
        </h2>
        <div className="flex flex-wrap gap-2">
          {output && length > 0 && (
            <>
              <CopyButton
                text={() => decodeUtf8(output.utf8)}
                successMessage={`${name} copied to clipboard!`}
                ariaLabel={`Copy ${name}`}
              />
              <DownloadButton
                content={() => output.utf8 as Uint8Array<ArrayBuffer>}
                fileName={`${id}-case.txt`}
                mimeType="text/plain"
                ariaLabel={`Download ${name}`}
              />
            </>
          )}
        </div>
      </div>
      <div
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        aria-labelledby={headingId}
        tabIndex={0}
        className="max-h-44 min-h-20 overflow-auto rounded-lg border border-gray-300 bg-[var(--editor-bg)] p-3 font-mono text-[13px] break-words whitespace-pre-wrap text-[var(--editor-fg)] dark:border-gray-700"
      >
        {length > 0 ? preview : <span className="text-gray-600 dark:text-gray-300">{name} will appear here...</span>}
      </div>
      {preview.length < length && (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Showing the first {formatCount(preview.length)} of {formatCount(length)} characters; Copy and Download take
          all of it.
        </p>
      )}
    </section>
  );
}
