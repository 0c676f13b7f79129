import {
  CheckboxField,
  CopyableValue,
  DataTable,
  KeyValueList,
  NoteList,
  Panel,
  type Column,
  type KeyValue,
} from '../../kit';
import { VerdictBadge } from '../../kit/Validation';
import type { QueryParameter, UrlAnalysis, UrlComponents } from './core';

const PARAMETER_COLUMNS: readonly Column<QueryParameter & { index: number }>[] = [
  { key: 'index', header: '#', align: 'right', width: 'w-12', value: (row) => row.index },
  {
    key: 'name',
    header: 'Name',
    value: (row) => row.name,
    code: 'anywhere',
  },
  {
    key: 'value',
    header: 'Value (decoded)',
    value: (row) => row.value,
    code: 'anywhere',
  },
];

interface UrlPanelsProps {
  result: UrlAnalysis;
  showPassword: boolean;
  onShowPassword: (show: boolean) => void;
  stale: boolean;
}

/** After the verdict: RFC 3986's own verdict, the warnings, the components and the query's parameters. */
export function UrlPanels({ result, showPassword, onShowPassword, stale }: UrlPanelsProps) {
  return (
    <>
      <StrictPanel result={result} stale={stale} />
      {result.warnings.length > 1 && (
        <Panel title={`Warnings (${result.warnings.length})`} stale={stale}>
          <NoteList notes={result.warnings.map((warning, index) => ({ key: `${index}`, text: warning.message }))} />
        </Panel>
      )}
      {result.components && (
        <ComponentsPanel
          components={result.components}
          result={result}
          showPassword={showPassword}
          onShowPassword={onShowPassword}
          stale={stale}
        />
      )}
      {result.components && result.components.parameters.length > 0 && (
        <Panel title={`Query Parameters (${result.components.parameters.length})`} stale={stale}>
          <DataTable
            caption="Query parameters"
            columns={PARAMETER_COLUMNS}
            rows={result.components.parameters.map((parameter, index) => ({ ...parameter, index: index + 1 }))}
            rowKey={(row) => `${row.index}`}
            csvFileName="query-parameters.csv"
          />
        </Panel>
      )}
    </>
  );
}

function Mono({ children }: { children: string }) {
  return <code className="font-mono break-all whitespace-pre-wrap">{children}</code>;
}

/** RFC 3986's verdict beside the browser's: they differ often, and which one a system uses matters. */
function StrictPanel({ result, stale }: { result: UrlAnalysis; stale: boolean }) {
  const { strict } = result;
  return (
    <Panel title="RFC 3986 Strict Check" stale={stale}>
      <KeyValueList
        label="RFC 3986 strict check"
        items={[
          { label: 'Verdict', value: <VerdictBadge verdict={strict.valid ? 'valid' : 'invalid'} /> },
          { label: 'Read as', value: strict.kind === 'URI' ? 'A URI (it has a scheme)' : 'A relative reference' },
          { label: 'Reason', value: strict.reason },
          ...(strict.position === undefined ? [] : [{ label: 'Position', value: `character ${strict.position + 1}` }]),
          ...(result.strictAscii
            ? [
                {
                  label: 'Host in punycode',
                  value: result.strictAscii.valid
                    ? 'With its host in punycode, as browsers send it, the URL is a valid URI.'
                    : `With its host in punycode it is still not a URI: ${result.strictAscii.reason}`,
                },
              ]
            : []),
        ]}
      />
    </Panel>
  );
}

const HOST_KINDS: Readonly<Record<UrlComponents['hostKind'], string>> = {
  domain: 'Domain name',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address',
  opaque: 'Opaque host (a scheme browsers do not know)',
  empty: 'None',
};

function ComponentsPanel({
  components,
  result,
  showPassword,
  onShowPassword,
  stale,
}: {
  components: UrlComponents;
  result: UrlAnalysis;
  showPassword: boolean;
  onShowPassword: (show: boolean) => void;
  stale: boolean;
}) {
  const items: KeyValue[] = [
    {
      label: result.resolved ? 'Resolved URL' : 'Normalised URL',
      value: <CopyableValue text={showPassword ? components.href : components.hrefMasked} label="URL" />,
    },
    { label: 'Scheme', value: <Mono>{components.scheme}</Mono> },
  ];
  if (components.username) items.push({ label: 'User name', value: <Mono>{decodeSafely(components.username)}</Mono> });
  if (components.password)
    items.push({
      label: 'Password',
      value: (
        <span className="flex flex-col gap-1">
          <Mono>{showPassword ? decodeSafely(components.password) : `${'•'.repeat(8)} (hidden)`}</Mono>
          <CheckboxField label="Show the password" checked={showPassword} onChange={onShowPassword} />
        </span>
      ),
    });
  items.push({ label: 'Host kind', value: HOST_KINDS[components.hostKind] });
  if (components.hostKind !== 'empty') {
    if (components.hostUnicode !== components.host) {
      items.push({
        label: 'Host (Unicode)',
        value: <CopyableValue text={components.hostUnicode} label="host in Unicode" />,
      });
      items.push({
        label: 'Host (punycode)',
        value: <CopyableValue text={components.host} label="host in punycode" />,
      });
    } else items.push({ label: 'Host', value: <Mono>{components.host}</Mono> });
  }
  if (result.hostScripts.some((label) => label.scripts.length > 0))
    items.push({
      label: 'Scripts',
      value: result.hostScripts
        .map(({ label, scripts }) => `${label}: ${scripts.join(', ') || 'no letters'}`)
        .join(' · '),
    });
  items.push({
    label: 'Port',
    value: components.port
      ? components.port
      : components.defaultPort
        ? `${components.defaultPort} (the ${components.scheme} default${components.defaultPortWritten ? ', written out and dropped by the parser' : ''})`
        : 'None',
  });
  items.push({ label: 'Path', value: <Mono>{components.pathname || '(empty)'}</Mono> });
  if (components.pathDecoded !== components.pathname)
    items.push({ label: 'Path (decoded)', value: <Mono>{components.pathDecoded}</Mono> });
  items.push({ label: 'Query', value: <Mono>{components.search || '(none)'}</Mono> });
  items.push({ label: 'Fragment', value: <Mono>{components.hash ? components.hashDecoded : '(none)'}</Mono> });
  if (components.origin !== 'null') items.push({ label: 'Origin', value: <Mono>{components.origin}</Mono> });
  return (
    <Panel title="Components" stale={stale}>
      <KeyValueList items={items} label="Components" />
    </Panel>
  );
}

/** The input with its password's characters replaced by dots, one for one, so the marked position still holds. */
export function maskPassword(input: string, result: UrlAnalysis): string {
  const span = result.passwordSpan;
  if (!span || input.length < span[1]) return input;
  return input.slice(0, span[0]) + '•'.repeat(span[1] - span[0]) + input.slice(span[1]);
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
