/**
 * Hand-built from kit parts rather than the live transform template: one screen works both ways (a direction
 * switch), and the Markdown side's result is a sandboxed preview with the HTML source below it and a list of
 * the images it did not load, which a text-in, text-out template has no place for.
 */
import { useMemo } from 'react';
import {
  ActionBar,
  ChoiceGroup,
  ClearButton,
  EditorPane,
  LoadSampleButton,
  NoteList,
  OutputActions,
  PaneGrid,
  Panel,
  RunStatus,
  useLiveTask,
  useToolState,
  type Choice,
} from '../../kit';
import { CopyButton } from '../../kit/CopyButton';
import { DownloadButton } from '../../kit/DownloadButton';
import { SandboxedPreview } from '../../kit/SandboxedPreview';
import { formatBytes, pluralize } from '../../lib/format';
import { workerOnlySource } from '../../lib/task-worker';
import type { HtmlChunks } from './parts';
import { DIRECTIONS, DOCUMENT_CSS, SAMPLE_HTML, SAMPLE_INPUT, standaloneDocument, type Direction } from './core';
import type { RemoteImage } from './sanitize';
import type { tasks } from './tasks';
import { useSanitizedChunks } from './useSanitizedChunks';

const DEFAULTS: { input: string; direction: Direction } = { input: '', direction: 'markdown-to-html' };
const RULES = { choices: { direction: DIRECTIONS } };

const DIRECTION_CHOICES: readonly Choice<Direction>[] = [
  { value: 'markdown-to-html', label: 'Markdown → HTML' },
  { value: 'html-to-markdown', label: 'HTML → Markdown' },
];

/**
 * Marked always runs in the worker: the page stays responsive while a large document is parsed, and marked
 * is kept out of the page's chunk. Where there is no worker (a test's DOM) it loads here instead.
 */
const MARKDOWN_SOURCE = workerOnlySource<typeof tasks>({
  names: ['renderMarkdownInChunks'],
  loadHere: import.meta.env.PROD ? null : () => import('./tasks').then((module) => module.tasks),
  work: 'Rendering Markdown',
  createWorker: (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
});
/**
 * Turndown parses with the page's DOMParser, which a worker does not have, so it runs here; it is loaded
 * the first time that direction is used, not with the screen.
 */
const TURNDOWN_SOURCE = {
  tasks: {
    htmlToMarkdown: async (html: string) => (await import('./html-to-markdown')).htmlToMarkdown(html),
  },
};

export default function MarkdownPreviewView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const toHtml = state.direction === 'markdown-to-html';
  const hasInput = state.input.trim() !== '';

  const rendered = useLiveTask(MARKDOWN_SOURCE, 'renderMarkdownInChunks', [state.input], {
    enabled: toHtml && hasInput,
    fallbackError: 'Could not render this Markdown',
  });
  const converted = useLiveTask(TURNDOWN_SOURCE, 'htmlToMarkdown', [state.input], {
    enabled: !toHtml && hasInput,
    fallbackError: 'Could not convert this HTML',
  });
  const run = toHtml ? rendered : converted;

  // DOMPurify needs the page's DOM, so the sanitising is done here, a few parts of the HTML per task.
  const sanitized = useSanitizedChunks(rendered.result);
  const shown = sanitized.preview;
  const previewStale = rendered.stale || (shown !== null && shown.source !== rendered.result);
  const preview = useMemo(() => ({ body: shown?.value.preview ?? [], css: DOCUMENT_CSS }), [shown]);
  const fragment = sanitized.html?.value ?? '';
  const htmlStale = rendered.stale || (sanitized.html !== null && sanitized.html.source !== rendered.result);
  // A large document's preview comes first; the rest of its HTML is sanitised after, a few parts per task.
  const preparingHtml = shown !== null && shown.source === rendered.result && sanitized.html?.source !== shown.source;

  const loadSample = () => update({ input: toHtml ? SAMPLE_INPUT : SAMPLE_HTML });

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={loadSample} />
        <ClearButton onClick={reset} />
      </ActionBar>
      <ChoiceGroup
        legend="Direction"
        choices={DIRECTION_CHOICES}
        value={state.direction}
        onChange={(direction) => update({ direction })}
        inline
      />
      <PaneGrid status={<RunStatus run={run} errorTitle={toHtml ? 'Markdown Error' : 'Conversion Error'} />}>
        <EditorPane
          paneId="input"
          title={toHtml ? 'Markdown' : 'HTML'}
          value={state.input}
          onChange={(input) => update({ input })}
          placeholder={
            toHtml ? 'Type or paste Markdown, e.g. # Title and a | table |...' : 'Paste HTML to turn into Markdown...'
          }
          acceptFiles={toHtml ? '.md,.markdown,.txt,text/markdown,text/plain' : '.html,.htm,.txt,text/html,text/plain'}
          heightKey="panes"
          wrap
          errorAt={run.problem?.at}
        />
        {toHtml ? (
          <Panel title="Preview" stale={previewStale}>
            <SandboxedPreview
              title="Markdown preview"
              content={preview}
              className="h-96 w-full rounded-md border border-gray-200 bg-white dark:border-gray-800"
            />
            {shown && !shown.source.complete && <PartialPreviewNote rendered={shown.source} />}
          </Panel>
        ) : (
          <EditorPane
            paneId="output"
            title="Markdown"
            value={converted.result ?? ''}
            readOnly
            heightKey="panes"
            wrap
            stale={converted.stale}
            actions={
              <OutputActions
                text={converted.result ?? ''}
                label="Markdown"
                fileName="document.md"
                mimeType="text/markdown"
              />
            }
          />
        )}
      </PaneGrid>
      {toHtml && shown && shown.value.remoteImages.length > 0 && !previewStale && (
        <RemoteImages images={shown.value.remoteImages} />
      )}
      {toHtml && preparingHtml && (
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          Sanitising the whole document&apos;s HTML for the HTML source, Copy and Download...
        </p>
      )}
      {toHtml && (
        <EditorPane
          paneId="html"
          title="HTML source"
          value={fragment}
          readOnly
          wrap
          stale={htmlStale}
          actions={
            fragment && (
              <>
                <CopyButton text={fragment} successMessage="HTML copied to clipboard!" ariaLabel="Copy HTML" />
                <DownloadButton
                  content={() => standaloneDocument(fragment)}
                  fileName="document.html"
                  mimeType="text/html"
                  ariaLabel="Download HTML document"
                >
                  Download .html
                </DownloadButton>
              </>
            )
          }
        />
      )}
    </>
  );
}

/**
 * Says that the preview shows only the start of a large document (chunks.ts bounds it), and where the rest is.
 */
function PartialPreviewNote({ rendered }: { rendered: HtmlChunks }) {
  const percent = Math.max(1, Math.floor((rendered.previewLength / rendered.length) * 100));
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      {`The preview shows the start of this document: ${formatBytes(rendered.previewLength)} of its ${formatBytes(rendered.length)} of HTML (${percent}%). Showing more would hold up the page; the HTML source, Copy and Download hold all of it.`}
    </p>
  );
}

/** The images the preview shows as placeholders: loading them would send a request out of the page. */
function RemoteImages({ images }: { images: readonly RemoteImage[] }) {
  const notes = images.slice(0, 50).map((image, index) => ({
    key: String(index),
    text: image.alt ? `${image.alt}: ${image.url}` : image.url,
  }));
  return (
    <Panel tone="caution" title={`${pluralize(images.length, 'remote image')} not loaded`}>
      <p className="text-sm">
        The preview loads nothing from outside this page; each image is shown as a placeholder naming it.
      </p>
      <NoteList notes={notes} total={images.length} />
    </Panel>
  );
}
