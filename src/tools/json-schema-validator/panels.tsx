/** The JSON Schema validator's own panels: the numbered validation errors, and the referenced schemas a $ref may name. */
import { XCircle, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CodeBlock, KeyValueList, Panel, type KeyValue, Button, EditorPane, FileDropZone, PaneGrid } from '../../kit';
import { formatCount, pluralize } from '../../lib/format';
import {
  formatInstancePath,
  type SchemaValidationResult,
  type ValidationError,
  MAX_REFERENCED_SCHEMAS,
  REFERENCED_SCHEMAS_TITLE,
  referencedSchemaPane,
} from './core';
import type { TextLocation } from '../../lib/tool-error';

/**
 * How many of `total` panes to set up: `atOnce` at first, then one more each frame. A code editor takes tens
 * of milliseconds to set up, so twenty of them restored at once would hold the page for seconds.
 */
function useMountedCount(total: number, atOnce: number): number {
  const [mounted, setMounted] = useState(atOnce);
  useEffect(() => {
    if (mounted >= total) return;
    const frame = requestAnimationFrame(() => setMounted((count) => count + 1));
    return () => cancelAnimationFrame(frame);
  }, [mounted, total]);
  return Math.min(mounted, total);
}

export function ValidationFailure({
  result: { errors, errorCount, complete },
  stale,
}: {
  result: SchemaValidationResult;
  stale: boolean;
}) {
  return (
    <Panel title="Validation Failed" tone="bad" icon={XCircle} stale={stale}>
      <p className="text-sm">Found {pluralize(errorCount, 'validation error')}</p>
      {(errors.length < errorCount || !complete) && (
        <p className="text-sm">
          {errors.length < errorCount && `Showing the first ${formatCount(errors.length)}. `}
          {!complete &&
            'There were too many errors to collect them all, so validation stopped at the first error of each rule. Fix these and validate again to see more.'}
        </p>
      )}
      <ol aria-label="Validation errors" className="flex flex-col gap-3">
        {errors.map((error, index) => (
          <li key={index}>
            <ValidationErrorPanel error={error} number={index + 1} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}

export function ValidationErrorPanel({ error, number }: { error: ValidationError; number: number }) {
  const path = formatInstancePath(error.instancePath);
  const params = Object.entries(error.params);
  const details: KeyValue[] = [{ label: 'Schema path', value: <code>{error.schemaPath}</code> }];
  if (error.data !== undefined)
    details.push({ label: error.aboutPropertyName ? 'Property name' : 'Data', value: <CodeBlock text={error.data} /> });
  if (params.length > 0) {
    const text = params.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join('\n');
    details.push({ label: 'Params', value: <CodeBlock text={text} /> });
  }
  return (
    <Panel
      label={`Error #${number} at ${path}`}
      title={
        <>
          #{number} <code>{path}</code>
        </>
      }
    >
      <p className="text-sm">{error.message}</p>
      <KeyValueList items={details} />
    </Panel>
  );
}

/** Referenced schema panes set up at once; the rest follow one a frame (see useMountedCount). */
const PANES_AT_ONCE = 2;
const REFERENCED_PANE_HEIGHT = 200;
const ACCEPT_FILES = '.json,application/json,text/plain';

/** The schemas a $ref may name by their $id, each in its own pane: added, opened from a file, removed. */
export function ReferencedSchemas({
  texts: referencedSchemas,
  change: setReferencedSchemas,
  errorAt,
}: {
  texts: readonly string[];
  change: (change: (texts: string[]) => string[]) => void;
  errorAt: TextLocation | undefined;
}) {
  const mountedPanes = useMountedCount(referencedSchemas.length, PANES_AT_ONCE);
  const atMost = referencedSchemas.length >= MAX_REFERENCED_SCHEMAS;
  return (
    <Panel
      title={REFERENCED_SCHEMAS_TITLE}
      actions={
        <Button
          size="sm"
          onClick={() => setReferencedSchemas((texts) => [...texts, ''])}
          disabled={atMost}
          icon={<Plus className="h-4 w-4" aria-hidden="true" />}
        >
          Add Schema
        </Button>
      }
    >
      <p className="text-sm">
        A $ref to another schema document, such as &quot;address.json&quot; or
        &quot;https://example.com/schemas/address.json&quot;, is looked up among the schemas added here by their
        &quot;$id&quot;. Nothing is downloaded.
      </p>
      {referencedSchemas.length > 0 && (
        <PaneGrid>
          {referencedSchemas.slice(0, mountedPanes).map((text, index) => {
            const pane = referencedSchemaPane(index);
            return (
              <EditorPane
                // Panes are numbered by position, so the position is their identity.
                key={pane.paneId}
                paneId={pane.paneId}
                title={pane.name}
                value={text}
                onChange={(next) =>
                  setReferencedSchemas((texts) => texts.map((old, at) => (at === index ? next : old)))
                }
                placeholder='Paste a schema with its "$id" here...'
                language="json"
                height={REFERENCED_PANE_HEIGHT}
                acceptFiles={ACCEPT_FILES}
                errorAt={errorAt}
                actions={
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${pane.name}`}
                    onClick={() => setReferencedSchemas((texts) => texts.filter((_, at) => at !== index))}
                    icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
                  />
                }
              />
            );
          })}
        </PaneGrid>
      )}
      {atMost ? (
        <p className="text-sm">
          This page holds at most {MAX_REFERENCED_SCHEMAS} referenced schemas: remove one to add another.
        </p>
      ) : (
        <FileDropZone
          title="Open Schema File"
          file={null}
          textOnly
          accept={ACCEPT_FILES}
          hint="Add a referenced schema from a file: choose one, drop it here, or paste it."
          onFile={(file) => setReferencedSchemas((texts) => [...texts, new TextDecoder().decode(file.bytes)])}
          onRemove={() => {}}
        />
      )}
    </Panel>
  );
}
