import { CopyableValue, KeyValueList, Panel } from '../../kit';
import type { IpAnalysis } from './core';

/** Inside the verdict: how a loose form is read, and the address's forms and class. */
export function AddressFacts({ result }: { result: IpAnalysis }) {
  const { address, looseReading } = result;
  return (
    <>
      {looseReading && (
        <KeyValueList
          items={[
            { label: 'inet_aton reads', value: <CopyableValue text={looseReading.address} label="Address" /> },
            { label: 'Loose forms', value: looseReading.forms.join(', ') },
          ]}
        />
      )}
      {address && (
        <KeyValueList
          label="Address"
          items={[
            { label: 'Version', value: `IPv${address.family}` },
            {
              label: address.family === 6 ? 'Canonical (RFC 5952)' : 'Address',
              value: <CopyableValue text={address.canonical} label="Canonical form" />,
            },
            ...(address.family === 6
              ? [{ label: 'Expanded', value: <CopyableValue text={address.expanded} label="Expanded form" /> }]
              : []),
            ...(address.zone ? [{ label: 'Zone id', value: <code className="font-mono">{address.zone}</code> }] : []),
            {
              label: 'Class',
              value: `${address.classLabel}${address.block.name === address.classLabel ? '' : `: ${address.block.name}`}, ${address.block.cidr} (${address.block.rfc})`,
            },
            { label: 'Globally reachable', value: address.block.globallyReachable ? 'Yes' : 'No' },
            ...(address.embedded
              ? [
                  {
                    label: address.embedded.label,
                    value: `${address.embedded.address} (${address.embedded.block.name}, ${address.embedded.block.rfc})`,
                  },
                ]
              : []),
          ]}
        />
      )}
    </>
  );
}

/** The network of a CIDR block, the address's conversions, and the ranges that hold it. */
export function IpPanels({ result, stale }: { result: IpAnalysis; stale: boolean }) {
  const { address, network, ranges } = result;
  return (
    <>
      {network && (
        <Panel title={`Network ${network.cidr}`} label="Network" stale={stale}>
          <KeyValueList
            items={network.items.map((entry) => ({
              label: entry.label,
              value: <CopyableValue text={entry.value} label={entry.label} />,
            }))}
          />
          <p className="text-sm text-gray-700 dark:text-gray-300">{network.note}</p>
        </Panel>
      )}

      {address && (
        <Panel title="Conversions" stale={stale}>
          <KeyValueList
            items={address.conversions.map((entry) => ({
              label: entry.label,
              value: <CopyableValue text={entry.value} label={entry.label} />,
            }))}
          />
        </Panel>
      )}

      {ranges && (
        <Panel title="Ranges" tone={ranges.matches.length > 0 ? 'good' : 'neutral'} stale={stale}>
          <p className="text-sm" data-testid="range-verdict">
            {ranges.matches.length > 0 ? `In ${ranges.matches.join(', ')}.` : 'In none of the ranges given.'}
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {ranges.entries.map((entry, index) => (
              <li key={`${index}-${entry.text}`} className="[overflow-wrap:anywhere]">
                <code className="font-mono">{entry.text}</code>:{' '}
                {entry.problem ? `not a range (${entry.problem})` : entry.contains ? 'holds it' : 'does not hold it'}
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}
