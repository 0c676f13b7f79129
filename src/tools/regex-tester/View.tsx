import { BookOpen, Bomb, Braces, Scissors } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import {
  ActionBar,
  Button,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  CopyButton,
  DataTable,
  EditorPane,
  LoadSampleButton,
  OptionsBox,
  Panel,
  RunStatus,
  Statistics,
  Tabs,
  TextField,
  useLiveTask,
  useToolState,
  type Column,
  type RunState,
  type Statistic,
} from '../../kit';
import type { TextMark } from '../../kit/editor/types';
import { ProblemList, problemMarks, useReveal } from '../../kit/Problems';
import { formatCount, pluralize } from '../../lib/format';
import {
  CATASTROPHIC_PATTERN,
  CATASTROPHIC_TEXT,
  CHEAT_SHEET,
  COUNT_BUDGET_MS,
  FLAGS,
  LISTED_MATCHES,
  MARKED_MATCHES,
  PATTERN_LIBRARY,
  PATTERN_PANE,
  SAMPLE_FLAGS,
  SAMPLE_INPUT,
  SAMPLE_REPLACEMENT,
  SAMPLE_TEXT,
  TEXT_PANE,
  checkPattern,
  timeLimitFor,
  timeLimitMessage,
  normaliseFlags,
  type GroupCapture,
  type ListedMatch,
  type RegexMode,
  type RegexRun,
} from './core';
import { splitLiteral } from './literal';
import type { PatternToken } from './pattern';
import { tasks } from './tasks';

const source = {
  tasks,
  // Without Worker (jsdom) the task runs here; in a browser it always runs in the worker, under the limit.
  createWorker:
    typeof Worker === 'undefined'
      ? undefined
      : () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'regex-tester' }),
};

const MODES = ['match', 'replace', 'split'] as const satisfies readonly RegexMode[];
const DEFAULTS = {
  pattern: '',
  flags: 'g',
  text: '',
  mode: 'match' as RegexMode,
  replacement: '',
  splitLimit: '',
};
const RULES = { choices: { mode: MODES } };
const PANE_NAMES = { [PATTERN_PANE]: 'Pattern', [TEXT_PANE]: 'Test text' };
/** Explanation entries shown at most: a pasted 100 KB pattern would otherwise render a huge tree. */
const TOKENS_SHOWN = 1_500;

export default function RegexTesterView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const flags = normaliseFlags(state.flags);
  const check = useMemo(() => checkPattern(state.pattern, flags), [state.pattern, flags]);
  const args: Parameters<typeof tasks.runRegex> = [
    state.pattern,
    flags,
    state.text,
    { mode: state.mode, replacement: state.replacement, splitLimit: state.splitLimit },
  ];
  const limitMs = timeLimitFor(state.text.length);
  const limitedSource = useMemo(
    () => ({ ...source, timeLimit: { ms: limitMs, message: timeLimitMessage(limitMs) } }),
    [limitMs],
  );
  const run = useLiveTask(limitedSource, 'runRegex', args, {
    enabled: check.valid && state.pattern !== '' && state.text !== '',
  });
  const result = run.result;
  const { reveal, revealRange, revealProblem } = useReveal();
  const [selectedMatch, setSelectedMatch] = useState<number | null>(null);
  const [selectedToken, setSelectedToken] = useState<{ start: number; end: number } | null>(null);
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
  const toggleFlag = (letter: string, on: boolean) =>
    update({ flags: normaliseFlags(on ? flags + letter : flags.replace(letter, '')) });
  const selectMatch = (match: { index: number; start: number; end: number }) => {
    setSelectedMatch(match.index);
    revealRange(match.start, match.end, TEXT_PANE);
  };
  const selectToken = (token: PatternToken) => {
    setSelectedToken({ start: token.start, end: token.end });
    revealRange(token.start, token.end, PATTERN_PANE);
  };

  return (
    <>
      <OptionsBox legend="Flags">
        {FLAGS.map((flag) => (
          <span key={flag.letter} title={flag.hint}>
            <CheckboxField
              label={
                <>
                  <code className="font-bold">{flag.letter}</code> {flag.name}
                </>
              }
              checked={flags.includes(flag.letter)}
              onChange={(on) => toggleFlag(flag.letter, on)}
            />
          </span>
        ))}
      </OptionsBox>
      <ChoiceGroup
        legend="Mode"
        choices={[
          { value: 'match', label: 'Match', hint: 'List the matches and their groups.' },
          { value: 'replace', label: 'Replace', hint: 'Preview text.replace(regex, replacement).' },
          { value: 'split', label: 'Split', hint: 'Preview text.split(regex, limit).' },
        ]}
        value={state.mode}
        onChange={(mode) => update({ mode })}
      />

      <ActionBar>
        <LoadSampleButton
          onClick={() =>
            update({ pattern: SAMPLE_INPUT, flags: SAMPLE_FLAGS, text: SAMPLE_TEXT, replacement: SAMPLE_REPLACEMENT })
          }
        />
        <Button
          onClick={() => update({ pattern: CATASTROPHIC_PATTERN, flags: '', text: CATASTROPHIC_TEXT, mode: 'match' })}
          icon={<Bomb className="h-4 w-4" aria-hidden="true" />}
        >
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

      {state.mode === 'replace' && (
        <TextField
          label="Replacement"
          value={state.replacement}
          onChange={(replacement) => update({ replacement })}
          placeholder="$<day>/$<month>/$<year>"
          hint="$1 or $<name>: a group; $&: the match; $` and $': the text before and after it; $$: a dollar sign."
          monospace
          stacked
        />
      )}
      {state.mode === 'split' && (
        <TextField
          label="Limit"
          value={state.splitLimit}
          onChange={(splitLimit) => update({ splitLimit })}
          placeholder="all"
          hint="At most this many pieces; empty for all."
          monospace
        />
      )}

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

      {state.mode === 'replace' && (
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
            <MatchSummary run={run} hasText={state.text !== ''} flags={flags} groupCount={check.groupCount} />
          )}
        </ProblemList>
      )}

      {result && state.mode === 'split' && result.pieces && <SplitPanel run={result} stale={run.stale} />}
      {result && (
        <MatchesPanel run={result} stale={run.stale} hasIndices={flags.includes('d')} onSelect={selectMatch} />
      )}
      {check.tokens.length > 0 && (
        <ExplanationPanel
          pattern={state.pattern}
          tokens={check.tokens}
          onSelect={selectToken}
          selected={selectedToken}
        />
      )}

      <Panel title="Reference" icon={BookOpen}>
        <Tabs
          label="Reference"
          tabs={[
            {
              id: 'library',
              label: 'Common patterns',
              content: (
                <PatternLibrary
                  onLoad={(entry) =>
                    update({ pattern: entry.pattern, flags: entry.flags, text: entry.text, mode: 'match' })
                  }
                />
              ),
            },
            { id: 'cheat-sheet', label: 'Cheat sheet', content: <CheatSheet /> },
          ]}
        />
      </Panel>
    </>
  );
}

/** The matches as editor marks: alternating tones so neighbours stay apart, the selected one in focus. */
function matchMarks(run: RegexRun | null, selected: number | null, textLength: number): TextMark[] {
  if (!run) return [];
  const marks: TextMark[] = [];
  const { offsets } = run;
  for (let at = 0; at + 1 < offsets.length; at += 2) {
    const from = Math.min(offsets[at]!, textLength);
    const to = Math.min(offsets[at + 1]!, textLength);
    const index = at / 2;
    marks.push({ from, to, tone: index === selected ? 'focus' : index % 2 === 0 ? 'match' : 'match-alt' });
  }
  return marks;
}

function LiteralCopy({ pattern, flags }: { pattern: string; flags: string }) {
  const literal = useMemo(() => new RegExp(pattern, flags).toString(), [pattern, flags]);
  return (
    <CopyButton text={literal} ariaLabel="Copy as a JavaScript literal" successMessage="Literal copied">
      Copy /…/
    </CopyButton>
  );
}

function MatchSummary({
  run,
  hasText,
  flags,
  groupCount,
}: {
  run: RunState<RegexRun>;
  hasText: boolean;
  flags: string;
  groupCount: number;
}) {
  if (!hasText) return <p className="text-sm">Type some test text to see the matches.</p>;
  const result = run.result;
  if (!result) return <p className="text-sm">{run.busy ? 'Matching...' : ''}</p>;
  const items: Statistic[] = [
    { label: 'Matches', value: `${result.countExact ? '' : 'at least '}${formatCount(result.count)}` },
    { label: 'Groups', value: formatCount(groupCount) },
    { label: 'Flags', value: flags === '' ? 'none' : flags },
    { label: 'Time', value: `${formatCount(result.elapsedMs)} ms` },
  ];
  return (
    <>
      <Statistics items={items} label="Match statistics" stale={run.stale} />
      {!flags.includes('g') && result.count > 0 && (
        <p className="text-sm">Without the g flag the engine stops at the first match; tick g to find them all.</p>
      )}
      {(result.count > MARKED_MATCHES || !result.countExact) && (
        <p className="text-sm">
          {`The first ${formatCount(MARKED_MATCHES)} matches are highlighted${result.countExact ? '' : `; counting stopped after ${COUNT_BUDGET_MS / 1000} s, so the total is a lower bound`}.`}
        </p>
      )}
    </>
  );
}

function groupLabel(group: GroupCapture): string {
  return group.name ? `$${group.number} ${group.name}` : `$${group.number}`;
}

function GroupList({ groups, hasIndices }: { groups: readonly GroupCapture[]; hasIndices: boolean }) {
  if (groups.length === 0) return <span className="text-gray-600 dark:text-gray-300">none</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {groups.map((group) => (
        <li key={group.number} className="[overflow-wrap:anywhere]">
          <span className="font-medium">{groupLabel(group)}</span>{' '}
          {group.text === null ? (
            <span className="text-gray-600 italic dark:text-gray-300">did not take part</span>
          ) : (
            <code className="rounded bg-gray-100 px-1 dark:bg-gray-800">{group.text}</code>
          )}
          {hasIndices && group.start !== null && (
            <span className="ml-1 text-gray-600 tabular-nums dark:text-gray-300">{` [${group.start}, ${group.end})`}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function MatchesPanel({
  run,
  stale,
  hasIndices,
  onSelect,
}: {
  run: RegexRun;
  stale: boolean;
  hasIndices: boolean;
  onSelect: (match: ListedMatch) => void;
}) {
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
      <p className="text-sm">
        {run.count === 0
          ? 'No match.'
          : `${pluralize(run.count, 'match', 'matches')}${run.countExact ? '' : ' at least'}${run.count > LISTED_MATCHES ? `; the first ${formatCount(LISTED_MATCHES)} are listed` : ''}. Select one to find it in the test text.${hasIndices ? ' With the d flag each group shows where it starts and ends, as [start, end).' : ''}`}
      </p>
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
  const pieces = run.pieces ?? [];
  return (
    <Panel title="Split pieces" icon={Scissors} stale={stale}>
      <p className="text-sm">
        {pluralize(run.pieceCount, 'piece')}
        {pieces.length < run.pieceCount ? `; the first ${formatCount(pieces.length)} are listed` : ''}
      </p>
      <ol className="flex max-h-96 list-decimal flex-col gap-1 overflow-auto pl-8 text-sm" aria-label="Split pieces">
        {pieces.map((piece, index) => (
          <li key={index} className="[overflow-wrap:anywhere]">
            <code className="rounded bg-gray-100 px-1 dark:bg-gray-800">{piece === '' ? '(empty)' : piece}</code>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function ExplanationPanel({
  pattern,
  tokens,
  onSelect,
  selected,
}: {
  pattern: string;
  tokens: readonly PatternToken[];
  onSelect: (token: PatternToken) => void;
  selected: { start: number; end: number } | null;
}) {
  let budget = TOKENS_SHOWN;
  const renderTokens = (list: readonly PatternToken[]) => (
    <ul className="flex flex-col gap-1 border-l border-gray-200 pl-3 dark:border-gray-700">
      {list.map((token) => {
        if (budget <= 0) return null;
        budget -= 1;
        const isSelected = selected?.start === token.start && selected.end === token.end;
        return (
          <li key={`${token.start}-${token.end}-${token.kind}`}>
            <div className="flex flex-wrap items-baseline gap-x-2">
              <button
                type="button"
                onClick={() => onSelect(token)}
                aria-pressed={isSelected}
                className={`max-w-full rounded px-1 text-left font-mono break-all focus-visible:outline-2 focus-visible:outline-blue-600 ${isSelected ? 'bg-blue-100 text-blue-950 dark:bg-blue-900 dark:text-blue-50' : 'bg-gray-100 hover:underline dark:bg-gray-800'}`}
              >
                {pattern.slice(token.start, token.end) || '(empty)'}
              </button>
              <span className="min-w-0 text-sm [overflow-wrap:anywhere]">{token.description}</span>
            </div>
            {token.children && token.children.length > 0 && <div className="mt-1">{renderTokens(token.children)}</div>}
          </li>
        );
      })}
    </ul>
  );
  const tree = renderTokens(tokens);
  return (
    <Panel title="Explanation" icon={Braces}>
      <p className="text-sm">Each token in plain words; select one to find it in the pattern.</p>
      <div className="max-h-[32rem] overflow-auto">{tree}</div>
      {budget <= 0 && <p className="text-sm">{`The first ${formatCount(TOKENS_SHOWN)} tokens are explained.`}</p>}
    </Panel>
  );
}

function PatternLibrary({ onLoad }: { onLoad: (entry: (typeof PATTERN_LIBRARY)[number]) => void }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Common patterns">
      {PATTERN_LIBRARY.map((entry) => (
        <li key={entry.name} className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{entry.name}</span>
            <Button size="sm" onClick={() => onLoad(entry)} aria-label={`Load the pattern ${entry.name}`}>
              Load
            </Button>
          </div>
          <code className="text-xs break-all">{`/${entry.pattern}/${entry.flags}`}</code>
          <p className="text-sm">{entry.description}</p>
        </li>
      ))}
    </ul>
  );
}

function CheatSheet() {
  return (
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
}
