import { useMemo } from 'react';
import { cappedNote, DocumentCheckScreen, useLiveCheck } from '../../kit/DocumentCheckScreen';
import type { TextMark } from '../../kit/editor/types';
import { NotCheckedPanel } from '../../kit/Validation';
import { declareState } from '../../lib/options-schema';
import { INVALID_SAMPLE, SAMPLE_INPUT, timeLimitFor, timeLimitMessage } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';
import { TestVerdict, Summary } from './panels';

const source = {
  tasks,
  // Without Worker (jsdom) the check runs here; in a browser always in the worker, under the time limit, so
  // that a long URL against many wildcard rules (a share link can hold both) never holds the page.
  createWorker:
    typeof Worker === 'undefined'
      ? undefined
      : (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
};

/** The time limit grows with the text and the URL. */
const withTimeLimit = ({ input, url }: { input: string; url: string }) => {
  const ms = timeLimitFor(input.length + url.length);
  return { ...source, timeLimit: { ms, message: timeLimitMessage(ms) } };
};

const SAMPLE_URL = 'https://www.example.com/private/report.html';
const STATE = declareState(OPTIONS, { input: '' });

const NOT_CHECKED = [
  { check: "A site's live robots.txt", why: 'fetching it would need the network: paste or open the file instead' },
  { check: 'Whether the sitemap URLs answer', why: 'it would need a request to each of them' },
];

export default function RobotsTxtValidatorView() {
  const live = useLiveCheck(STATE, withTimeLimit, 'checkRobotsTxt', (state) => [
    state.input,
    { agent: state.crawler === 'other' ? state.customAgent : state.crawler, url: state.url },
  ]);
  const [state, update] = live.tool;
  const rule = live.run.result?.test?.rule ?? null;
  // The rule that decided the tester's verdict, marked in the editor.
  const marks = useMemo<TextMark[]>(() => (rule ? [{ from: rule.from, to: rule.to, tone: 'focus' }] : []), [rule]);

  return (
    <DocumentCheckScreen
      {...live}
      options={OPTIONS}
      optionsLegend="Test a URL"
      optionsOnly={state.crawler === 'other' ? ['crawler', 'customAgent', 'url'] : ['crawler', 'url']}
      sample={() => update({ input: SAMPLE_INPUT, url: state.url || SAMPLE_URL })}
      broken={{ input: INVALID_SAMPLE }}
      panes={[
        {
          title: 'robots.txt',
          placeholder: 'User-agent: *\nDisallow: /private/',
          acceptFiles: '.txt,text/plain',
          marks,
          height: 360,
        },
      ]}
      errorTitle="Cannot check this robots.txt"
      problems={{ reportTitle: 'robots.txt check', limitNote: cappedNote }}
      results={(result, { stale, revealRange }) => (
        <>
          {result.test && (
            <TestVerdict
              test={result.test}
              stale={stale}
              ignoredFromLine={result.ignoredFromLine}
              onReveal={() => rule && revealRange(rule.from, rule.to)}
            />
          )}
          <Summary result={result} stale={stale} />
        </>
      )}
      below={<NotCheckedPanel items={NOT_CHECKED} />}
    />
  );
}
