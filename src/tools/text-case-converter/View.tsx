import { CopyButton } from '../../kit/CopyButton';
import { DownloadButton } from '../../kit/DownloadButton';
import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { OpenInMenu } from '../../kit/OpenInMenu';
import { Panel } from '../../kit/Panel';
import { formatCount, pluralize } from '../../lib/format';
import { decodeUtf8 } from '../../lib/utf8';
import { CASES, SAMPLE_TEXT, type CaseOutput } from './core';
import { tasks } from './tasks';

export default function TextCaseConverterView() {
  return (
    <LiveTransformScreen
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="convertCasesForScreen"
      args={(state) => [state.input]}
      sample={SAMPLE_TEXT}
      input={{
        title: 'Text',
        placeholder: 'Type or paste text or identifiers, one per line, e.g. user first name or userFirstName...',
        acceptFiles: '.txt,text/plain',
        height: 200,
      }}
      errorTitle="Cannot convert this text"
      /*
        Ten code editors on one screen made a 1 MB input freeze the page for 10 seconds (each editor
        forces a layout as the others update), so each case is a light read-only block showing the
        start of the result; Copy and Download always take all of it.
      */
      below={({ run }) => (
        <div className="grid gap-4 md:grid-cols-2">
          {CASES.map(({ id, name }) => (
            <CaseResult key={id} id={id} name={name} output={run.result?.[id]} stale={run.stale} />
          ))}
        </div>
      )}
    />
  );
}

interface CaseResultProps {
  id: string;
  name: string;
  output: CaseOutput | undefined;
  /** The output was made from text that has changed since: it is marked out of date until the new one comes. */
  stale: boolean;
}

function CaseResult({ id, name, output, stale }: CaseResultProps) {
  const preview = output?.preview ?? '';
  const length = output?.length ?? 0;
  return (
    <Panel
      title={name}
      stale={stale && length > 0}
      actions={
        output &&
        length > 0 && (
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
            <OpenInMenu text={() => decodeUtf8(output.utf8)} label={name} />
          </>
        )
      }
    >
      <div
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        aria-label={name}
        tabIndex={0}
        className="max-h-44 min-h-20 overflow-auto rounded-lg border border-gray-300 bg-[var(--editor-bg)] p-3 font-mono text-[13px] break-words whitespace-pre-wrap text-[var(--editor-fg)] dark:border-gray-700"
      >
        {length > 0 ? preview : <span className="text-gray-600 dark:text-gray-300">{name} will appear here...</span>}
      </div>
      {preview.length < length && (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Showing the first {formatCount(preview.length)} of {pluralize(length, 'character')}; Copy and Download take
          all of it.
        </p>
      )}
    </Panel>
  );
}
