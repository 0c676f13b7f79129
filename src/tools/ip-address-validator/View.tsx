import {
  ActionBar,
  BrokenSampleButton,
  ClearButton,
  CopyableValue,
  KeyValueList,
  LoadSampleButton,
  OptionsBox,
  Panel,
  RunStatus,
  TextField,
  useLiveTask,
  useToolState,
} from '../../kit';
import {
  BATCH_CHOICES,
  BATCH_DEFAULTS,
  BatchCheck,
  CheckModes,
  NotCheckedPanel,
  PrivacyNote,
  VerdictPanel,
} from '../../kit/Validation';
import { BROKEN_SAMPLE_INPUT, SAMPLE_INPUT, type IpAnalysis } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'ip-address-validator' }),
};

const DEFAULTS = { input: '', ...BATCH_DEFAULTS, ranges: '' };

const NOT_CHECKED = [
  { check: 'Who holds the address', why: 'an RDAP or WHOIS lookup at a regional registry' },
  { check: 'The reverse-DNS (PTR) record', why: 'a DNS query; the name to look up is shown' },
  { check: 'Whether the host answers', why: 'a ping or a connection, which a web page cannot make' },
  { check: 'Where it is', why: 'a geolocation database' },
];

export default function IpAddressValidatorView() {
  const [state, update, reset] = useToolState(DEFAULTS, { choices: { ...BATCH_CHOICES } });
  const run = useLiveTask(source, 'analyseIp', [state.input, { ranges: state.ranges }], {
    enabled: state.mode === 'single' && state.input.trim() !== '',
  });
  const result = run.result;

  return (
    <>
      <OptionsBox legend="Options">
        <TextField
          label="Check against ranges"
          value={state.ranges}
          onChange={(ranges) => update({ ranges })}
          placeholder="10.0.0.0/8, 192.168.0.0/16, 2001:db8::/32"
          hint="CIDR blocks or addresses, separated by commas, spaces or lines: says which hold the address, or each address of a list."
          rows={2}
          monospace
          stacked
        />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT, mode: 'single' })} />
        <BrokenSampleButton onClick={() => update({ input: BROKEN_SAMPLE_INPUT, mode: 'single' })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <CheckModes
        mode={state.mode}
        onMode={(mode) => update({ mode })}
        item="address"
        single={
          <div className="flex flex-col gap-4">
            <TextField
              label="IP address or CIDR block"
              value={state.input}
              onChange={(input) => update({ input })}
              placeholder="192.0.2.1, 2001:db8::1, fe80::1%eth0 or 10.0.0.0/8"
              monospace
              stacked
            />
            <RunStatus run={run} errorTitle="Cannot Check This Address" />
            {result && state.input.trim() !== '' && <Details result={result} value={state.input} stale={run.stale} />}
          </div>
        }
        batch={
          <BatchCheck
            source={source}
            state={state}
            update={update}
            items="addresses"
            placeholder={'One address or CIDR block a line:\n192.0.2.1\n2001:db8::/32'}
            fileName="ip-verdicts.csv"
            detailsHeader={state.ranges.trim() === '' ? 'Class' : 'Class and ranges'}
            toolOptions={[{ ranges: state.ranges }]}
          />
        }
      />

      <NotCheckedPanel items={NOT_CHECKED} />
      <PrivacyNote />
    </>
  );
}

function Details({ result, value, stale }: { result: IpAnalysis; value: string; stale: boolean }) {
  const { address, network, looseReading, ranges } = result;
  return (
    <>
      <VerdictPanel value={value} check={result.check} stale={stale}>
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
      </VerdictPanel>

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
