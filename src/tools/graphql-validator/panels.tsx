/** The GraphQL validator's own panels, drawn below its problem list: whether a schema was used, and the document's operations. */
import { Info } from 'lucide-react';
import { Panel, Statistics } from '../../kit';
import { formatCount } from '../../lib/format';
import type { GraphqlReport } from './core';

export function SchemaNote({ report, stale }: { report: GraphqlReport; stale: boolean }) {
  const hasOperations = (report.stats?.operations.length ?? 0) > 0;
  if (!hasOperations || report.validatedAgainstSchema) {
    if (report.schemaSource !== 'document' || hasOperations) return null;
    return (
      <Panel title="Schema" icon={Info} stale={stale}>
        <p className="text-sm">
          The document is a schema (SDL): it was checked by itself. Put it in the Schema pane to check operations
          against it.
        </p>
      </Panel>
    );
  }
  return (
    <Panel title="Checked without a schema" tone="neutral" icon={Info} stale={stale}>
      <p className="text-sm">
        {report.schemaSource === 'none'
          ? 'With no schema, only the rules that need none ran (unique names, fragments, variables defined and used). Paste the schema SDL in the Schema pane to check fields, arguments, types and directives.'
          : 'The schema has errors, so the operations were not checked against it: fix the schema first.'}
      </p>
    </Panel>
  );
}

export function Summary({ report, stale }: { report: GraphqlReport; stale: boolean }) {
  const stats = report.stats!;
  return (
    <Panel title="Document" stale={stale}>
      <Statistics
        label="Document statistics"
        stale={stale}
        items={[
          { label: 'Operations', value: formatCount(stats.operations.length) },
          { label: 'Fragments', value: formatCount(stats.fragments) },
          { label: 'Fields', value: formatCount(stats.fields) },
          { label: 'Depth', value: formatCount(stats.depth) },
        ]}
      />
      {stats.typeDefinitions > 0 && (
        <p className="text-sm">{formatCount(stats.typeDefinitions)} type-system definitions (SDL).</p>
      )}
      {stats.operations.length > 0 && (
        <ul aria-label="Operations" className="flex flex-col gap-1 text-sm">
          {stats.operations.slice(0, 200).map((operation, index) => (
            <li key={index} className="[overflow-wrap:anywhere]">
              <span className="font-medium">{operation.type}</span> <code>{operation.name}</code>, depth{' '}
              {formatCount(operation.depth)}
            </li>
          ))}
        </ul>
      )}
      {report.variablesOperation && (
        <p className="text-sm">
          Variables checked against <code>{report.variablesOperation}</code>.
        </p>
      )}
    </Panel>
  );
}
