import { Tags } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable, NoteList, Panel, useToolState } from '../../kit';
import { ExampleList } from '../../kit/ExampleList';
import { DocumentCheckScreen } from '../../kit/DocumentCheckScreen';
import { declareState } from '../../lib/options-schema';
import {
  ATOM_EXPRESSION,
  ATOM_SAMPLE,
  EXAMPLES,
  EXPRESSION_PANE,
  SAMPLE_EXPRESSION,
  SAMPLE_INPUT,
  checkExpression,
} from './core';
import { OPTIONS } from './options';
import { ResultPanel, LargeDocumentQuestion, SlowExpressionQuestion, bindingColumns } from './panels';
import { useXPath } from './useXPath';

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

export default function XpathTesterView() {
  const tool = useToolState(STATE.defaults, STATE.rules);
  const [state, update] = tool;
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
  const result = report?.result ?? null;

  return (
    <DocumentCheckScreen
      tool={tool}
      options={OPTIONS}
      optionsLegend="Query"
      sample={() => update({ input: SAMPLE_INPUT, expression: state.expression || SAMPLE_EXPRESSION })}
      broken={{ label: 'Broken XML', load: { input: BROKEN_SAMPLE, mode: 'auto' } }}
      otherSamples={[
        {
          label: 'Default Namespace Sample',
          icon: Tags,
          load: { input: ATOM_SAMPLE, expression: ATOM_EXPRESSION, mode: 'auto' },
        },
      ]}
      clear={{
        also: () => {
          setLargeAllowed(false);
          setSlowAllowed(false);
        },
      }}
      panes={[
        {
          field: EXPRESSION_PANE,
          title: 'XPath expression',
          placeholder: '//item/title',
          height: 64,
          wrap: true,
          hideCount: true,
          ownProblems: {
            problems: expressionProblems,
            title: 'Expression Error',
            reportTitle: 'XPath expression check',
            paneName: 'Expression',
          },
        },
        {
          title: 'Document',
          placeholder: '<?xml version="1.0"?>\n<catalog>…</catalog>',
          language: 'xml',
          acceptFiles: '.xml,.html,.htm,.xhtml,.svg,.rss,.atom,application/xml,text/xml,text/html',
          matches: result?.type === 'nodes' ? result.marks : undefined,
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
        title: 'Document Problems',
        reportTitle: 'XPath document check',
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
              {found.namespaceNotes.length > 0 && <NoteList notes={found.namespaceNotes} />}
            </Panel>
          )}
        </>
      )}
      below={
        <ExampleList
          title="Examples"
          label="Example expressions"
          examples={EXAMPLES}
          onUse={({ code }) => update({ expression: code })}
        />
      }
    />
  );
}
