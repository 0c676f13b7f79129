import { BookOpen, Bomb, Braces, Scissors } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import {
  ActionBar,
  Button,
  ClearButton,
  CopyButton,
  DataTable,
  EditorPane,
  LoadSampleButton,
  Panel,
  RunStatus,
  Statistics,
  Tabs,
  useLiveTask,
  useToolState,
  type Column,
  type RunState,
} from '../../kit';
import { FlagToggles } from '../../kit/FlagToggles';
import { ExampleList } from '../../kit/ExampleList';
import { LocatedList } from '../../kit/LocatedList';
import { OptionsForm } from '../../kit/OptionsForm';
import { ProblemList, problemMarks, useReveal } from '../../kit/Problems';
import { formatCount } from '../../lib/format';
import {
  CHEAT_SHEET,
  checkPattern,
  explainedTokens,
  FLAGS,
  groupLabel,
  matchListIntro,
  matchMarks,
  matchSummary,
  normaliseFlags,
  PATTERN_LIBRARY,
  PATTERN_PANE,
  TEXT_PANE,
  timeLimitFor,
  splitIntro,
  timeLimitMessage,
  type GroupCapture,
  type ListedMatch,
  type RegexRun,
} from './core';
import { splitLiteral } from './literal';
import { CATASTROPHIC_STATE, MODE_OPTIONS, OPTIONS, SAMPLE_STATE, STATE } from './options';
import type { PatternToken } from './pattern';
import { tasks } from './tasks';

const source = {
  tasks,
  // Without Worker (jsdom) the task runs here; in a browser it always runs in the worker, under the limit.
  createWorker:
    typeof Worker === 'undefined'
      ? undefined
      : (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
};

const PANE_NAMES = { [PATTERN_PANE]: 'Pattern', [TEXT_PANE]: 'Test text' };
/** Explanation entries shown at most: a pasted 100 KB pattern would otherwise render a huge list. */
const TOKENS_SHOWN = 1_500;
type Range = { start: number; end: number };

export default function RegexTesterView() {
  const [state, update, reset] = useToolState(STATE.defaults, STATE.rules);
  const flags = normaliseFlags(state.flags);
  const check = useMemo(() => checkPattern(state.pattern, flags), [state.pattern, flags]);
  const limitMs = timeLimitFor(state.text.length);
  const limitedSource = useMemo(
    () => ({ ...source, timeLimit: { ms: limitMs, message: timeLimitMessage(limitMs) } }),
    [limitMs],
  );
  const { mode, replacement, splitLimit } = state;
  const args: Parameters<typeof tasks.runRegex> = [state.pattern, flags, state.text, { mode, replacement, splitLimit }];
  const enabled = check.valid && state.pattern !== '' && state.text !== '';
  const run = useLiveTask(limitedSource, 'runRegex', args, { enabled });
  const result = run.result;
  const { reveal, revealRange, revealProblem } = useReveal();
  const [selectedMatch, setSelectedMatch] = useState<number | null>(null);
  const [selectedToken, setSelectedToken] = useState<Range | null>(null);
  useEffect(() => setSelectedMatch(null), [result]);
  useEffect(() => setSelectedToken(null), [state.pattern]);
  const textMarks = useMemo(
    () => matchMarks(result, selectedMatch, state.text.length),
    [result, selectedMatch, state.text.length],
  );
  const patternMarks = useMemo(() => {
    const marks = problemMarks(check.problems, PATTERN_PANE);
    if (selectedToken) marks.push({ from: selectedToken.start, to: selectedToken.end, tone: 'focus' });
    return marks;
  }, [check.problems, selectedToken]);
  const literal = splitLiteral(state.pattern);
  const select = (range: Range, pane: string) => revealRange(range.start, range.end, pane);

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update(SAMPLE_STATE)} />
        <Button onClick={() => update(CATASTROPHIC_STATE)} icon={<Bomb className="h-4 w-4" aria-hidden="true" />}>
          Catastrophic Example
        </Button>
        {literal && (
          <Button onClick={() => update({ pattern: literal.pattern, flags: normaliseFlags(literal.flags) })}>
            Split the literal
          </Button>
        )}
        <ClearButton onClick={reset} />
      </ActionBar>
      <EditorPane
        paneId={PATTERN_PANE}
        title="Pattern"
        value={state.pattern}
        onChange={(pattern) => update({ pattern })}
        placeholder="Type a regular expression, e.g. \d{3}-\d{4}"
        height={72}
        wrap
        hideCount
        marks={patternMarks}
        reveal={reveal}
        actions={
          check.valid && state.pattern !== '' ? <LiteralCopy pattern={state.pattern} flags={flags} /> : undefined
        }
      />
      <FlagToggles
        legend="Flags"
        flags={FLAGS}
        value={flags}
        onChange={(value) => update({ flags: normaliseFlags(value) })}
      />
      <EditorPane
        paneId={TEXT_PANE}
        title="Test text"
        value={state.text}
        onChange={(text) => update({ text })}
        placeholder="Type or paste the text to search..."
        height={260}
        acceptFiles=".txt,.log,.csv,.json,.md,.xml,.html,text/*"
        marks={textMarks}
        reveal={reveal}
      />
      <OptionsForm schema={OPTIONS} values={state} onChange={update} only={MODE_OPTIONS[mode]} />
      {mode === 'replace' && (
        <EditorPane
          paneId="output"
          title="Replacement preview"
          value={result?.output ?? ''}
          readOnly
          height={200}
          stale={run.stale}
          placeholder="The text with each match replaced appears here..."
        />
      )}
      <RunStatus run={run} errorTitle="Matching stopped" />
      {state.pattern !== '' && (
        <ProblemList
          title="Pattern check"
          problems={check.problems}
          onSelect={revealProblem}
          reportTitle="Regex pattern check"
          reportName="regex-pattern-check"
          paneNames={PANE_NAMES}
        >
          {check.valid && (
            <MatchSummary run={run} hasText={state.text !== ''} flags={flags} groups={check.groupCount} />
          )}
        </ProblemList>
      )}
      {result && mode === 'split' && result.pieces && <SplitPanel run={result} stale={run.stale} />}
      {result && (
        <MatchesPanel
          run={result}
          stale={run.stale}
          hasIndices={flags.includes('d')}
          onSelect={(match) => {
            setSelectedMatch(match.index);
            select(match, TEXT_PANE);
          }}
        />
      )}
      {check.tokens.length > 0 && (
        <ExplanationPanel
          pattern={state.pattern}
          tokens={check.tokens}
          onSelect={(token) => {
            setSelectedToken({ start: token.start, end: token.end });
            select(token, PATTERN_PANE);
          }}
        />
      )}
      <Reference
        onLoad={(entry) => update({ pattern: entry.pattern, flags: entry.flags, text: entry.text, mode: 'match' })}
      />
    </>
  );
}

function LiteralCopy({ pattern, flags }: { pattern: string; flags: string }) {
  const literal = useMemo(() => new RegExp(pattern, flags).toString(), [pattern, flags]);
  return (
    <CopyButton text={literal} ariaLabel="Copy as a JavaScript literal" successMessage="Literal copied">
      Copy /…/
    </CopyButton>
  );
}

interface SummaryProps {
  run: RunState<RegexRun>;
  hasText: boolean;
  flags: string;
  groups: number;
}

function MatchSummary({ run, hasText, flags, groups }: SummaryProps) {
  if (!hasText) return <p className="text-sm">Type some test text to see the matches.</p>;
  const result = run.result;
  if (!result) return <p className="text-sm">{run.busy ? 'Matching...' : ''}</p>;
  const { statistics, notes } = matchSummary(result, flags, groups);
  return (
    <>
      <Statistics items={statistics} label="Match statistics" stale={run.stale} />
      {notes.map((note) => (
        <p key={note} className="text-sm">
          {note}
        </p>
      ))}
    </>
  );
}

const CODE = 'rounded bg-gray-100 px-1 dark:bg-gray-800';
const MUTED = 'text-gray-600 dark:text-gray-300';

function GroupList({ groups, hasIndices }: { groups: readonly GroupCapture[]; hasIndices: boolean }) {
  if (groups.length === 0) return <span className={MUTED}>none</span>;
  return (
    <ul className="flex flex-col gap-0.5 [overflow-wrap:anywhere]">
      {groups.map((group) => (
        <li key={group.number}>
          <span className="font-medium">{groupLabel(group)}</span>{' '}
          {group.text === null ? (
            <i className={MUTED}>did not take part</i>
          ) : (
            <code className={CODE}>{group.text}</code>
          )}
          {hasIndices && group.start !== null && (
            <span className={`ml-1 tabular-nums ${MUTED}`}>{` [${group.start}, ${group.end})`}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

interface MatchesProps {
  run: RegexRun;
  stale: boolean;
  hasIndices: boolean;
  onSelect: (match: ListedMatch) => void;
}

function MatchesPanel({ run, stale, hasIndices, onSelect }: MatchesProps) {
  const columns: Column<ListedMatch>[] = [
    { key: 'index', header: '#', value: (match) => match.index + 1, align: 'right', width: 'w-12' },
    {
      key: 'range',
      header: 'Start–end',
      value: (match) => match.start,
      render: (match) => <span className="tabular-nums">{`${match.start}–${match.end}`}</span>,
    },
    {
      key: 'text',
      header: 'Match',
      value: (match) => match.text,
      render: (match) => (
        <button
          type="button"
          onClick={() => onSelect(match)}
          aria-label={`Select match ${match.index + 1} in the test text`}
          className="rounded bg-amber-100 px-1 text-left font-mono text-amber-950 [overflow-wrap:anywhere] hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:bg-amber-900/60 dark:text-amber-50"
        >
          {match.text === '' ? '(empty)' : match.text}
          {match.cut && '…'}
        </button>
      ),
    },
    {
      key: 'groups',
      header: 'Groups',
      value: (match) => match.groups.map((group) => `${groupLabel(group)}=${group.text ?? ''}`).join(' '),
      render: (match) => <GroupList groups={match.groups} hasIndices={hasIndices} />,
      sortable: false,
    },
  ];
  return (
    <Panel title="Matches" stale={stale}>
      <p className="text-sm">{matchListIntro(run, hasIndices)}</p>
      {run.listed.length > 0 && (
        <DataTable
          caption="Match list"
          columns={columns}
          rows={run.listed}
          rowKey={(match) => String(match.index)}
          csvFileName="regex-matches.csv"
        />
      )}
    </Panel>
  );
}

function SplitPanel({ run, stale }: { run: RegexRun; stale: boolean }) {
  return (
    <Panel title="Split pieces" icon={Scissors} stale={stale}>
      <p className="text-sm">{splitIntro(run)}</p>
      <ol className="flex max-h-96 list-decimal flex-col gap-1 overflow-auto pl-8 text-sm" aria-label="Split pieces">
        {(run.pieces ?? []).map((piece, index) => (
          <li key={index} className="[overflow-wrap:anywhere]">
            <code className={CODE}>{piece === '' ? '(empty)' : piece}</code>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

interface ExplanationProps {
  pattern: string;
  tokens: readonly PatternToken[];
  onSelect: (token: PatternToken) => void;
}

function ExplanationPanel({ pattern, tokens, onSelect }: ExplanationProps) {
  const shown = useMemo(() => explainedTokens(tokens, TOKENS_SHOWN), [tokens]);
  return (
    <Panel title="Explanation" icon={Braces}>
      <p className="text-sm">Each token in plain words; select one to find it in the pattern.</p>
      <LocatedList
        label="Pattern tokens"
        items={shown}
        onSelect={onSelect}
        indent={(token) => token.depth}
        className="max-h-[32rem] overflow-auto"
        render={(token) => (
          <>
            <code className={`${CODE} break-all`}>{pattern.slice(token.start, token.end) || '(empty)'}</code>
            <span className="min-w-0 [overflow-wrap:anywhere]">{token.description}</span>
          </>
        )}
      />
      {shown.length >= TOKENS_SHOWN && (
        <p className="text-sm">{`The first ${formatCount(TOKENS_SHOWN)} tokens are explained.`}</p>
      )}
    </Panel>
  );
}

type LibraryEntry = (typeof PATTERN_LIBRARY)[number];
const LIBRARY_EXAMPLES = PATTERN_LIBRARY.map(({ name, pattern, flags, description }) => ({
  name,
  code: `/${pattern}/${flags}`,
  description,
}));

function Reference({ onLoad }: { onLoad: (entry: LibraryEntry) => void }) {
  const library = (
    <ExampleList
      label="Common patterns"
      action="Load"
      examples={LIBRARY_EXAMPLES}
      onUse={(example) => onLoad(PATTERN_LIBRARY.find((entry) => entry.name === example.name)!)}
    />
  );
  const cheatSheet = (
    <div className="grid gap-4 sm:grid-cols-2">
      {CHEAT_SHEET.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h3 className="mb-1 font-medium">{section.title}</h3>
          <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {section.entries.map(([syntax, meaning]) => (
              <div key={syntax} className="contents">
                <dt>
                  <code className="break-all">{syntax}</code>
                </dt>
                <dd className="[overflow-wrap:anywhere]">{meaning}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
  return (
    <Panel title="Reference" icon={BookOpen}>
      <Tabs
        label="Reference"
        tabs={[
          { id: 'library', label: 'Common patterns', content: library },
          { id: 'cheat-sheet', label: 'Cheat sheet', content: cheatSheet },
        ]}
      />
    </Panel>
  );
}
