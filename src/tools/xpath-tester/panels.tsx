/** The XPath tester's own panels: the result, and the questions asked before a long run. */
import { Play } from 'lucide-react';
import { useMemo } from 'react';
import { Button, Panel, type Column } from '../../kit';
import { LocatedList } from '../../kit/LocatedList';
import { formatBytes, formatCount, pluralize } from '../../lib/format';
import { LISTED_NODES, type NamespaceBinding, type NodeResult, type SlowExpression, type XPathReport } from './core';

export const KIND_LABELS: Readonly<Record<NodeResult['kind'], string>> = {
  element: 'Element',
  attribute: 'Attribute',
  text: 'Text',
  cdata: 'CDATA',
  comment: 'Comment',
  'processing-instruction': 'Processing instruction',
  document: 'Document',
  doctype: 'Doctype',
};

export const ORIGIN_LABELS: Readonly<Record<NamespaceBinding['origin'], string>> = {
  declared: 'Declared in the document',
  default: 'Bound by the tool to the default namespace',
  'built-in': 'Built in for HTML',
};

export const bindingColumns: Column<NamespaceBinding>[] = [
  { key: 'prefix', header: 'Prefix', value: (binding) => binding.prefix, code: true },
  { key: 'uri', header: 'Namespace URI', value: (binding) => binding.uri, code: 'anywhere' },
  { key: 'line', header: 'Line', align: 'right', value: (binding) => (binding.line === null ? '—' : binding.line) },
  { key: 'origin', header: 'Where from', value: (binding) => ORIGIN_LABELS[binding.origin] },
];

export function LargeDocumentQuestion({ input, onRun }: { input: string; onRun: () => void }) {
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

export const POWERS: Readonly<Record<number, string>> = { 2: 'square', 3: 'cube' };

export function SlowExpressionQuestion({ slow, onRun }: { slow: SlowExpression; onRun: () => void }) {
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

export function ResultPanel({
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
