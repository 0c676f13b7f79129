/**
 * Text Diff Checker's screen, on the document checkers' frame (DocumentCheckScreen, as the JSON diff has it):
 * two editors side by side, the options, the run's status and statistics. What is its own is the result, a
 * windowed diff drawn side by side or unified (DiffLines), and the patch. The comparison runs as the user
 * types, always in the tool's worker, so jsdiff stays out of the page and a 5 MB pair never freezes it; a run
 * that goes on a while can be cancelled.
 */
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import {
  Button,
  CopyButton,
  DownloadButton,
  EditorPane,
  Panel,
  Spinner,
  Tabs,
  useLiveTask,
  useToolState,
} from '../../kit';
import { DocumentCheckScreen } from '../../kit/DocumentCheckScreen';
import { LiveText } from '../../kit/LiveText';
import { SMALL_SCREEN_UP, useMediaQuery } from '../../kit/useMediaQuery';
import { formatCount, pluralize } from '../../lib/format';
import { declareState } from '../../lib/options-schema';
import { sameValue } from '../../lib/same-value';
import { workerOnlySource } from '../../lib/task-worker';
import {
  DIFF_TIME_LIMIT_MS,
  MAX_MARKED_LINE,
  MAX_MARKED_PAIRS,
  SAMPLE_CHANGED,
  SAMPLE_ORIGINAL,
  type DiffOptions,
  type DiffResult,
} from './core';
import { SideBySide, Unified } from './DiffLines';
import { OPTIONS } from './options';
import type { tasks } from './tasks';

// Always in the worker, so jsdiff never loads into the page; without a worker (tests) it loads here.
const source = workerOnlySource<typeof tasks>({
  names: ['diffTexts'],
  loadHere: import.meta.env.PROD ? null : () => import('./tasks').then((module) => module.tasks),
  work: 'Comparing texts',
  createWorker: (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
});

type View = 'split' | 'unified';
const VIEWS: readonly View[] = ['split', 'unified'];

const STATE = declareState(OPTIONS, { original: '', changed: '', view: 'split' as View }, { choices: { view: VIEWS } });

/** Any text file: the editors take what the browser calls text, and the usual text extensions besides. */
const TEXT_FILES = 'text/*,.txt,.md,.csv,.log,.diff,.patch,.json,.xml,.yaml,.yml,.html,.css,.js,.ts,.py,.ini,.conf';

/** What the screen says, and reads out, of a comparison that goes on a while, and of one Cancel stopped. */
const BUSY_NOTE = 'Comparing in the background; the page stays usable.';
const STOPPED_NOTE = 'The comparison was stopped. Edit either text or an option to compare them again.';

/** What the ignore options hide, named for the "identical apart from" message. */
function hiddenBy(options: DiffOptions): string {
  const hidden = [
    options.whitespace !== 'none' && 'white space',
    options.ignoreBlankLines && 'blank lines',
    options.ignoreCase && 'case',
  ].filter((name): name is string => typeof name === 'string');
  return hidden.join(' and ').replace(/ and (?=.* and )/, ', ');
}

export default function TextDiffCheckerView() {
  const tool = useToolState(STATE.defaults, STATE.rules);
  const [state, update] = tool;
  const options: DiffOptions = {
    granularity: state.granularity,
    whitespace: state.whitespace,
    ignoreBlankLines: state.ignoreBlankLines,
    ignoreCase: state.ignoreCase,
    context: state.context,
  };
  const args: Parameters<typeof tasks.diffTexts> = [state.original, state.changed, options];
  // Cancel stops the comparison of these texts with these options; the first edit forgets it, so the texts
  // are compared again (even if later edited back to the ones that were cancelled).
  const [cancelled, setCancelled] = useState<readonly unknown[] | null>(null);
  if (cancelled !== null && !sameValue(cancelled, args)) setCancelled(null);
  const isCancelled = cancelled !== null;
  const run = useLiveTask(source, 'diffTexts', args, {
    enabled: (state.original !== '' || state.changed !== '') && !isCancelled,
    fallbackError: 'The texts could not be compared.',
  });
  const verdict = run.result?.verdict;

  return (
    <DocumentCheckScreen
      tool={tool}
      options={OPTIONS}
      optionsLegend="Comparison"
      sample={{ original: SAMPLE_ORIGINAL, changed: SAMPLE_CHANGED }}
      moreActions={
        <Button
          onClick={() => update(({ original, changed }) => ({ original: changed, changed: original }))}
          icon={<ArrowLeftRight className="h-4 w-4" aria-hidden="true" />}
        >
          Swap
        </Button>
      }
      cancel={() => setCancelled(args)}
      clear={{ label: 'Clear All' }}
      panes={[
        [
          { field: 'original', title: 'Original', placeholder: 'Paste or drop the original text here...' },
          { field: 'changed', title: 'Changed', placeholder: 'Paste or drop the changed text here...' },
        ],
      ]}
      paneDefaults={{ acceptFiles: TEXT_FILES }}
      extraOptions={
        <>
          {run.busy && (
            <p className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
              <Spinner /> {BUSY_NOTE}
            </p>
          )}
          {isCancelled && <p className="text-sm">{STOPPED_NOTE}</p>}
          {/* Read out from a live region that stays in the page (as RunStatus does): a run that goes on past
              LiveText's pause, and a stop. A quick run ends before it would be read, so it is not. */}
          <LiveText message={isCancelled ? STOPPED_NOTE : run.busy ? BUSY_NOTE : ''} />
        </>
      }
      run={run}
      errorTitle="Comparison Error"
      rerun="Comparing the new text..."
      success={
        verdict === 'identical'
          ? { title: 'The texts are identical' }
          : verdict === 'equivalent'
            ? {
                title: `The texts are identical apart from ${hiddenBy(options)}`,
                message: 'The differences are only those the options ignore.',
              }
            : null
      }
      statistics={({ stats }) => [
        { label: 'Lines added', value: formatCount(stats.added) },
        { label: 'Lines removed', value: formatCount(stats.removed) },
        { label: 'Lines unchanged', value: formatCount(stats.unchanged) },
        ...(stats.ignoredBlank > 0 ? [{ label: 'Blank lines ignored', value: formatCount(stats.ignoredBlank) }] : []),
      ]}
      // A diff of texts that have since changed (or been swapped) is not shown as if it described them.
      results={(result, { stale }) =>
        !stale &&
        result.verdict === 'different' && (
          <DiffPanels result={result} view={state.view} onView={(view) => update({ view })} />
        )
      }
    />
  );
}

function DiffPanels({ result, view, onView }: { result: DiffResult; view: View; onView: (view: View) => void }) {
  // Two columns of code do not fit a phone: there the unified view is shown, and the tabs say why.
  const wide = useMediaQuery(SMALL_SCREEN_UP);
  return (
    <>
      <Panel title="Differences">
        <div className="flex min-w-0 flex-col gap-3">
          {result.cutShort && (
            <p className="text-sm" role="note">
              The texts differ in too many places to find the fewest changes within {DIFF_TIME_LIMIT_MS / 1000} seconds,
              so the changed middle is shown removed and added whole. The patch is still correct.
            </p>
          )}
          {result.unmarkedPairs > 0 && (
            <p className="text-sm" role="note">
              {pluralize(result.unmarkedPairs, 'changed line')} {result.unmarkedPairs === 1 ? 'is' : 'are'} shown
              without marks inside: marks are worked out for the first {formatCount(MAX_MARKED_PAIRS)} changed lines of
              at most {formatCount(MAX_MARKED_LINE)} characters.
            </p>
          )}
          {wide ? (
            <Tabs
              label="Diff view"
              selected={view}
              onSelect={(id) => onView(id as View)}
              tabs={[
                { id: 'split', label: 'Side by Side', content: <SideBySide result={result} /> },
                { id: 'unified', label: 'Unified', content: <Unified result={result} /> },
              ]}
            />
          ) : (
            <>
              <p className="text-sm text-gray-600 dark:text-gray-300">
                Shown unified: side by side needs a wider screen.
              </p>
              <Unified result={result} />
            </>
          )}
        </div>
      </Panel>
      <EditorPane
        paneId="patch"
        title="Unified Patch"
        value={result.patch}
        readOnly
        height={240}
        actions={
          <>
            <CopyButton text={result.patch} successMessage="Patch copied to clipboard!">
              Copy Patch
            </CopyButton>
            <DownloadButton
              content={result.patch}
              fileName="changes.patch"
              mimeType="text/x-diff"
              ariaLabel="Download patch as .patch"
            >
              .patch
            </DownloadButton>
            <DownloadButton
              content={result.patch}
              fileName="changes.diff"
              mimeType="text/x-diff"
              ariaLabel="Download patch as .diff"
            >
              .diff
            </DownloadButton>
          </>
        }
      />
    </>
  );
}
