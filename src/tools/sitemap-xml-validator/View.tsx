import { FileArchive } from 'lucide-react';
import { useRef, useState } from 'react';
import { ErrorAlert, FileOpenButton } from '../../kit';
import { cappedNote, DocumentCheckScreen, useLiveCheck } from '../../kit/DocumentCheckScreen';
import { useFileDrop } from '../../kit/FileDropZone';
import { NotCheckedPanel } from '../../kit/Validation';
import { FILE_SIZE_LIMIT, readFileBytes } from '../../lib/files';
import { formatBytes } from '../../lib/format';
import { errorMessage } from '../../lib/tool-error';
import { INVALID_SAMPLE, SAMPLE_INPUT } from './core';
import { readSitemapBytes, type OpenedSitemap } from './gzip';
import { tasks } from './tasks';
import { Summary } from './panels';

const source = {
  tasks,
  createWorker: (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
};

const STATE = { defaults: { input: '' } };
const ACCEPT = '.xml,.gz,.xml.gz,.txt,application/xml,text/xml,application/gzip,application/x-gzip';

const NOT_CHECKED = [
  { check: 'Whether each URL answers 200', why: 'it would need a request to every URL' },
  { check: 'Whether robots.txt blocks a URL', why: "it would need the site's robots.txt" },
  { check: 'The child sitemaps of an index', why: 'they would have to be downloaded: open each one here' },
];

interface OpenedFile extends Omit<OpenedSitemap, 'text'> {
  name: string;
}

export default function SitemapXmlValidatorView() {
  const live = useLiveCheck(STATE, source, 'checkSitemap', (state) => [state.input]);
  const [, update] = live.tool;
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  const [openProblem, setOpenProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  // A newer file replaces one still being read.
  const generation = useRef(0);

  const open = async (file: File) => {
    const current = ++generation.current;
    setReading(true);
    setOpenProblem(null);
    try {
      const { text, ...sizes } = await readSitemapBytes(await readFileBytes(file, FILE_SIZE_LIMIT));
      if (current !== generation.current) return;
      setOpened({ name: file.name, ...sizes });
      update({ input: text });
    } catch (error) {
      if (current === generation.current) setOpenProblem(errorMessage(error, `Could not read "${file.name}".`));
    } finally {
      if (current === generation.current) setReading(false);
    }
  };
  const { dragging, dropProps } = useFileDrop((file) => void open(file));
  /** Typed or loaded text is no longer the opened file. */
  const type = (input: string) => {
    setOpened(null);
    update({ input });
  };
  const clear = () => {
    generation.current += 1;
    setOpened(null);
    setOpenProblem(null);
  };

  return (
    <DocumentCheckScreen
      {...live}
      sample={() => type(SAMPLE_INPUT)}
      broken={() => type(INVALID_SAMPLE)}
      clear={{ also: clear }}
      panes={[
        {
          title: 'Sitemap XML',
          onChange: type,
          placeholder: '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">...',
          language: 'xml',
          height: 400,
          actions: (
            <FileOpenButton
              accept={ACCEPT}
              busy={reading}
              onFile={(file) => void open(file)}
              ariaLabel="Open a sitemap file (.xml or .xml.gz)"
            >
              Open .xml / .xml.gz
            </FileOpenButton>
          ),
          frame: (pane) => (
            <div {...dropProps} className={`rounded-lg ${dragging ? 'ring-2 ring-blue-500' : ''}`}>
              {pane}
            </div>
          ),
        },
      ]}
      afterPanes={
        <>
          {opened && (
            <p
              className="flex flex-wrap items-center gap-2 text-sm text-gray-700 dark:text-gray-300"
              aria-live="polite"
            >
              <FileArchive className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="font-medium break-all">{opened.name}</span>
              {opened.gzip
                ? `gzip, ${formatBytes(opened.fileBytes)} decompressed to ${formatBytes(opened.xmlBytes)}`
                : formatBytes(opened.fileBytes)}
            </p>
          )}
          {openProblem && <ErrorAlert title="Cannot open the file">{openProblem}</ErrorAlert>}
        </>
      }
      errorTitle="Cannot check this sitemap"
      problems={{
        reportTitle: 'Sitemap check',
        limitNote: cappedNote,
        summary: (result) =>
          !result.wellFormed &&
          'The XML is not well-formed: crawlers reject the whole file, so the checks stopped at the first error.',
      }}
      results={(result, { stale }) => <Summary result={result} stale={stale} />}
      below={<NotCheckedPanel items={NOT_CHECKED} />}
    />
  );
}
