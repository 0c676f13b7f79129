import { useToolState } from '../../kit';
import { declareValidatorState, ValidatorScreen } from '../../kit/ValidatorScreen';
import { BROKEN_SAMPLE_INPUT, SAMPLE_INPUT } from './core';
import { OPTIONS } from './options';
import { AddressFacts, IpPanels } from './parts';
import { tasks } from './tasks';

const { defaults, rules } = declareValidatorState(OPTIONS, {});

const NOT_CHECKED = {
  'Who holds the address': 'an RDAP or WHOIS lookup at a regional registry',
  'The reverse-DNS (PTR) record': 'a DNS query; the name to look up is shown',
  'Whether the host answers': 'a ping or a connection, which a web page cannot make',
  'Where it is': 'a geolocation database',
};

export default function IpAddressValidatorView() {
  const tool = useToolState(defaults, rules);
  const [state] = tool;
  return (
    <ValidatorScreen
      tool={tool}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="analyseIp"
      args={[state.input, { ranges: state.ranges }]}
      item="address"
      field={{ label: 'IP address or CIDR block', placeholder: '192.0.2.1, 2001:db8::1, fe80::1%eth0 or 10.0.0.0/8' }}
      errorTitle="Cannot Check This Address"
      facts={(result) => <AddressFacts result={result} />}
      details={(result, stale) => <IpPanels result={result} stale={stale} />}
      sample={{ input: SAMPLE_INPUT }}
      broken={{ input: BROKEN_SAMPLE_INPUT }}
      batch={{
        items: 'addresses',
        placeholder: 'One address or CIDR block a line:\n192.0.2.1\n2001:db8::/32',
        fileName: 'ip-verdicts.csv',
        detailsHeader: state.ranges.trim() === '' ? 'Class' : 'Class and ranges',
        toolOptions: [{ ranges: state.ranges }],
      }}
      options={{ schema: OPTIONS }}
      notChecked={NOT_CHECKED}
    />
  );
}
