import { TriangleAlert } from 'lucide-react';
import { DataTable, type Column } from './DataTable';
import { KeyValueList, Panel, type KeyValue } from './Panel';

/** One named field of a decoded document (a token's claim, a header's parameter): what it holds and means. */
export interface Claim {
  name: string;
  /** A readable name for the field, under its name. */
  title?: string;
  /** What kind of field it is ("Registered claim"), in small print. */
  kind?: string;
  /** The value exactly as written. */
  value: string;
  /** More about the value, such as a date spelled out in local time and UTC. */
  details?: readonly KeyValue[];
  meaning: string;
  /** What is wrong with the value, shown as a caution under its meaning. */
  problem?: string;
}

const COLUMNS: readonly Column<Claim>[] = [
  {
    key: 'name',
    header: 'Name',
    width: 'w-1/4',
    value: (claim) => claim.name,
    render: (claim) => (
      <>
        <code className="font-mono font-semibold">{claim.name}</code>
        {claim.title && <span className="block">{claim.title}</span>}
        {claim.kind && <span className="block text-xs text-gray-600 dark:text-gray-300">{claim.kind}</span>}
      </>
    ),
  },
  {
    key: 'value',
    header: 'Value',
    width: 'w-1/3',
    value: (claim) => claim.value,
    render: (claim) => (
      <>
        <code className="font-mono">{claim.value}</code>
        {claim.details && <KeyValueList items={claim.details} />}
      </>
    ),
  },
  {
    key: 'meaning',
    header: 'Meaning',
    value: (claim) => (claim.problem ? `${claim.meaning} ${claim.problem}` : claim.meaning),
    render: (claim) => (
      <>
        {claim.meaning}
        {claim.problem && (
          <span className="mt-1 flex gap-1 text-amber-800 dark:text-amber-300">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {claim.problem}
          </span>
        )}
      </>
    ),
  },
];

interface ClaimTableProps {
  /** The panel's heading and the table's caption. */
  title: string;
  claims: readonly Claim[];
  /** The claims describe an input that has since changed. */
  stale?: boolean;
  /** Offer Copy and Download as CSV under this file name. */
  csvFileName?: string;
}

/** A panel with a table of named fields: each name with its readable title, its exact value and its meaning. */
export function ClaimTable({ title, claims, stale, csvFileName }: ClaimTableProps) {
  return (
    <Panel title={title} stale={stale}>
      <DataTable
        caption={title}
        columns={COLUMNS}
        rows={claims}
        // Names can repeat (a JSON object may hold a key twice), so the position keeps rows apart.
        rowKey={(claim, index) => `${index}:${claim.name}`}
        csvFileName={csvFileName}
      />
    </Panel>
  );
}
