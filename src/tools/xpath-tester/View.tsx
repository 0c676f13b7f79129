import { Play, Tags } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, DataTable, NoteList, OptionsBox, Panel, liveDelay, useToolState, type Column } from '../../kit';
import { DocumentCheckScreen } from '../../kit/DocumentCheckScreen';
import type { TextMark } from '../../kit/editor/types';
import { LocatedList } from '../../kit/LocatedList';
import { ProblemList, problemMarks } from '../../kit/Problems';
import { declareState } from '../../lib/options-schema';
import { LIVE_RUN, usePrimaryAction } from '../../kit/tool-session';
import { formatBytes, formatCount, pluralize } from '../../lib/format';
import {
  ATOM_EXPRESSION,
  ATOM_SAMPLE,
  EXAMPLES,
  EXPRESSION_PANE,
  LISTED_NODES,
  SAMPLE_EXPRESSION,
  SAMPLE_INPUT,
  checkExpression,
  detectMode,
  testXPath,
  type NamespaceBinding,
  type NodeResult,
  type SlowExpression,
  type XPathMode,
  type XPathReport,
} from './core';
import { OPTIONS } from './options';

/** Above this many characters the document waits for a click: XPath runs on the page, which it may pause. */
export const ASK_ABOVE = 2 * 1024 * 1024;

const BROKEN_SAMPLE = `<?xml version="1.0"?>
<catalog>
  <book id="b1">
    <title>Notes on the Analytical Engine</title>
  </book>
  <book id="b2">
    <title>Computing Machinery</titel>
  </book>
</catalog>
`;

const STATE = declareState(OPTIONS, { input: '', expression: '' });

const KIND_LABELS: Readonly<Record<NodeResult['kind'], string>> = {
  element: 'Element',
  attribute: 'Attribute',
  text: 'Text',
  cdata: 'CDATA',
  comment: 'Comment',
  'processing-instruction': 'Processing instruction',
  document: 'Document',
  doctype: 'Doctype',
};

const ORIGIN_LABELS: Readonly<Record<NamespaceBinding['origin'], string>> = {
  declared: 'Declared in the document',
  default: 'Bound by the tool to the default namespace',
  'built-in': 'Built in for HTML',
};

const bindingColumns: Column<NamespaceBinding>[] = [
  {
    key: 'prefix',
    header: 'Prefix',
    value: (binding) => binding.prefix,
    render: (binding) => <code>{binding.prefix}</code>,
  },
  {
    key: 'uri',
    header: 'Namespace URI',
    value: (binding) => binding.uri,
    render: (binding) => <code className="break-all">{binding.uri}</code>,
  },
  { key: 'line', header: 'Line', align: 'right', value: (binding) => (binding.line === null ? '—' : binding.line) },
  { key: 'origin', header: 'Where from', value: (binding) => ORIGIN_LABELS[binding.origin] },
];

interface Outcome {
  key: string;
  report: XPathReport | null;
  failure: string | null;
}

const PANE_NAMES: Readonly<Record<string, string>> = { [EXPRESSION_PANE]: 'Expression' };

/**
 * Runs the expression as the user types, debounced by the document's size. XPath needs a DOM, which workers
 * do not have, so it runs here on the page; large documents wait until `enabled`, and slow expressions
 * until `allowSlow` (the report says so in `slow`).
 */
function useXPath(input: string, expression: string, mode: XPathMode, enabled: boolean, allowSlow: boolean) {
  const key = JSON.stringify([input.length, expression, mode, allowSlow]) + input;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [runNow, setRunNow] = useState(0);
  // Ctrl+Enter runs at once instead of after the typing pause.
  const runAtOnce = useRef(false);
  usePrimaryAction(
    enabled
      ? () => {
          runAtOnce.current = true;
          setRunNow((count) => count + 1);
        }
      : null,
    LIVE_RUN,
  );

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const delay = runAtOnce.current ? 0 : liveDelay(input.length);
    runAtOnce.current = false;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          // parse5 places the nodes of an HTML document: it is loaded only when one is read.
          const readAs = mode === 'auto' ? detectMode(input) : mode;
          const locateHtml = readAs === 'html' ? (await import('./html-ranges')).htmlRanges : undefined;
          if (cancelled) return;
          setOutcome({ key, report: testXPath(input, expression, { mode, allowSlow }, locateHtml), failure: null });
        } catch (error) {
          if (!cancelled)
            setOutcome({ key, report: null, failure: error instanceof Error ? error.message : String(error) });
        }
      })();
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // `key` stands for input, expression and mode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, runNow]);

  const shown = enabled ? outcome : null;
  return { report: shown?.report ?? null, failure: shown?.failure ?? null, stale: shown !== null && shown.key !== key };
}

export default function XpathTesterView() {
  const [state, update, reset] = useToolState(STATE.defaults, STATE.rules);
  const [largeAllowed, setLargeAllowed] = useState(false);
  const [slowAllowed, setSlowAllowed] = useState(false);
  const large = state.input.length > ASK_ABOVE;
  const waiting = large && !largeAllowed;
  const run = useXPath(state.input, state.expression, state.mode, state.input.trim() !== '' && !waiting, slowAllowed);
  const report = run.report;

  // The syntax is checked as the user types, with or without a document; the report adds what needs one
  // (an undeclared prefix, the engine's own refusal) once it is about this expression.
  const syntaxProblem = useMemo(() => checkExpression(state.expression).problem, [state.expression]);
  const expressionProblems = useMemo(
    () => (syntaxProblem ? [syntaxProblem] : report && !run.stale ? report.expressionProblems : []),
    [syntaxProblem, report, run.stale],
  );
  const expressionMarks = useMemo(() => problemMarks(expressionProblems, EXPRESSION_PANE), [expressionProblems]);
  const result = report?.result ?? null;
  const matches = useMemo<TextMark[]>(
    () =>
      result?.type === 'nodes'
        ? result.marks.map((range, at): TextMark => ({ ...range, tone: at % 2 === 0 ? 'match' : 'match-alt' }))
        : [],
    [result],
  );

  return (
    <DocumentCheckScreen
      options={{ schema: OPTIONS, values: state, onChange: update, legend: 'Query' }}
      extraOptions={
        <OptionsBox legend="Examples" stacked>
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Example expressions">
            <span className="text-sm font-medium">Examples:</span>
            {EXAMPLES.map(({ expression, what }) => (
              <Button key={expression} size="sm" variant="ghost" title={what} onClick={() => update({ expression })}>
                <code className="[overflow-wrap:anywhere]">{expression}</code>
              </Button>
            ))}
          </div>
        </OptionsBox>
      }
      sample={{ load: () => update({ input: SAMPLE_INPUT, expression: state.expression || SAMPLE_EXPRESSION }) }}
      broken={{ label: 'Broken XML', load: () => update({ input: BROKEN_SAMPLE, mode: 'auto' }) }}
      moreActions={
        <Button
          onClick={() => update({ input: ATOM_SAMPLE, expression: ATOM_EXPRESSION, mode: 'auto' })}
          icon={<Tags className="h-4 w-4" aria-hidden="true" />}
        >
          Default Namespace Sample
        </Button>
      }
      clear={{
        run: () => {
          setLargeAllowed(false);
          setSlowAllowed(false);
          reset();
        },
      }}
      panes={[
        {
          paneId: EXPRESSION_PANE,
          problemsOf: EXPRESSION_PANE,
          title: 'XPath expression',
          value: state.expression,
          onChange: (expression) => update({ expression }),
          placeholder: '//item/title',
          language: 'text',
          height: 64,
          wrap: true,
          hideCount: true,
          marks: expressionMarks,
          after: ({ revealProblem }) =>
            expressionProblems.length > 0 && (
              <ProblemList
                title="Expression Error"
                problems={expressionProblems}
                onSelect={revealProblem}
                reportTitle="XPath expression check"
                reportName="xpath-expression-check"
                paneNames={PANE_NAMES}
              />
            ),
        },
        {
          title: 'Document',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: '<?xml version="1.0"?>\n<catalog>…</catalog>',
          language: 'xml',
          acceptFiles: '.xml,.html,.htm,.xhtml,.svg,.rss,.atom,application/xml,text/xml,text/html',
          marks: matches,
          height: 400,
        },
      ]}
      afterPanes={
        <>
          {waiting && <LargeDocumentQuestion input={state.input} onRun={() => setLargeAllowed(true)} />}
          {report?.slow && !run.stale && (
            <SlowExpressionQuestion slow={report.slow} onRun={() => setSlowAllowed(true)} />
          )}
        </>
      }
      run={{ result: report, problem: run.failure ? { message: run.failure } : null, busy: false, stale: run.stale }}
      errorTitle="Cannot run the expression"
      problems={{
        of: (found) => found.problems,
        title: 'Document Problems',
        reportTitle: 'XPath document check',
        reportName: 'xpath-document-check',
        onlyWhenFound: true,
      }}
      results={(found, { stale, revealRange }) => (
        <>
          {found.result && (
            <ResultPanel
              result={found.result}
              stale={stale}
              onSelect={(node) => node.range && revealRange(node.range.from, node.range.to)}
            />
          )}
          {found.problems.length === 0 && (
            <Panel title="Namespaces" stale={stale}>
              {found.bindings.length > 0 ? (
                <DataTable
                  caption="Namespace bindings"
                  columns={bindingColumns}
                  rows={found.bindings}
                  rowKey={(binding) => binding.prefix}
                />
              ) : (
                <p className="text-sm">The document declares no namespaces: names need no prefix.</p>
              )}
              {found.namespaceNotes.length > 0 && (
                <NoteList notes={found.namespaceNotes.map((text, at) => ({ key: String(at), text }))} />
              )}
            </Panel>
          )}
        </>
      )}
    />
  );
}

function LargeDocumentQuestion({ input, onRun }: { input: string; onRun: () => void }) {
  const size = useMemo(() => formatBytes(new TextEncoder().encode(input).length), [input]);
  return (
    <Panel title="Large Document" tone="caution">
      <p className="text-sm">
        This document is {size}: XPath runs on the page and may pause it for a moment. It runs when you ask, and then as
        you type.
      </p>
      <div>
        <Button variant="primary" onClick={onRun} icon={<Play className="h-4 w-4" aria-hidden="true" />}>
          Run
        </Button>
      </div>
    </Panel>
  );
}

const POWERS: Readonly<Record<number, string>> = { 2: 'square', 3: 'cube' };

function SlowExpressionQuestion({ slow, onRun }: { slow: SlowExpression; onRun: () => void }) {
  const power = POWERS[slow.degree] ?? `power ${slow.degree}`;
  return (
    <Panel title="Slow Expression" tone="caution">
      <p className="text-sm">
        This expression does work that grows as the {power} of the document’s size (a path inside a predicate that runs
        for every node, or a comparison of two node-sets). On these {formatCount(slow.nodes)} nodes it may pause the
        page for a long time: XPath runs on the page, and cannot be stopped once it starts. It runs when you ask, and
        then as you type.
      </p>
      <div>
        <Button variant="primary" onClick={onRun} icon={<Play className="h-4 w-4" aria-hidden="true" />}>
          Run
        </Button>
      </div>
    </Panel>
  );
}

function ResultPanel({
  result,
  stale,
  onSelect,
}: {
  result: NonNullable<XPathReport['result']>;
  stale: boolean;
  onSelect: (node: NodeResult) => void;
}) {
  if (result.type !== 'nodes') {
    const shown =
      result.type === 'string'
        ? JSON.stringify(result.value)
        : result.type === 'number'
          ? String(result.value)
          : String(result.value);
    const label = { number: 'Number', string: 'String', boolean: 'Boolean' }[result.type];
    return (
      <Panel title="Result" tone="good" stale={stale}>
        <p className="text-sm">
          {label}:{' '}
          <code data-testid="xpath-value" className="[overflow-wrap:anywhere]">
            {shown}
          </code>
        </p>
      </Panel>
    );
  }
  const { nodes, total } = result;
  return (
    <Panel title="Result" tone={total > 0 ? 'good' : 'plain'} stale={stale}>
      <p className="text-sm font-medium" data-testid="xpath-summary">
        {total === 0 ? 'No nodes match.' : `${pluralize(total, 'node')} match.`}
        {total > nodes.length && ` The first ${formatCount(nodes.length)} are listed.`}
      </p>
      {nodes.length > 0 && (
        <LocatedList
          label="Matching nodes"
          stacked
          items={nodes}
          onSelect={onSelect}
          disabled={(node) => !node.range}
          render={(node) => (
            <>
              <span className="flex flex-wrap items-baseline gap-2">
                <code className="font-medium [overflow-wrap:anywhere]">{node.path}</code>
                <span className="text-xs text-gray-700 dark:text-gray-300">{KIND_LABELS[node.kind]}</span>
              </span>
              <code className="text-xs break-all whitespace-pre-wrap text-gray-700 dark:text-gray-300">
                {node.preview}
              </code>
            </>
          )}
        />
      )}
      {total > LISTED_NODES && <p className="text-sm">Listing stops at {formatCount(LISTED_NODES)} nodes.</p>}
    </Panel>
  );
}
