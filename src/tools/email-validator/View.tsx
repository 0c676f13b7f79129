import { useToolState } from '../../kit';
import { declareValidatorState, ValidatorScreen } from '../../kit/ValidatorScreen';
import { AddressDetails } from './parts';
import { BROKEN_SAMPLE_INPUT, SAMPLE_INPUT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const { defaults, rules } = declareValidatorState(OPTIONS, {});

const NOT_CHECKED = {
  'Whether the domain takes mail': 'an MX (or A) record lookup, which would send the domain to a DNS server',
  'Whether the mailbox exists': 'an SMTP conversation with the domain’s mail server',
  'Disposable-address domains': 'a list of throwaway mail services that changes daily and would have to be fetched',
};

export default function EmailValidatorView() {
  const tool = useToolState(defaults, rules);
  const [state] = tool;
  const options = { reading: state.reading, form: state.form };
  const withNames = state.form === 'mailbox';
  return (
    <ValidatorScreen
      tool={tool}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="analyseEmail"
      args={[state.input, options]}
      item="address"
      field={{
        label: withNames ? 'E-mail addresses, with display names' : 'E-mail address',
        placeholder: withNames
          ? 'Ada Lovelace <ada@example.com>, "Babbage, Charles" <cb@example.com>'
          : 'ada@example.com',
      }}
      errorTitle="Cannot Check This Address"
      details={(result, stale) =>
        result.addresses.length === 1 ? (
          <AddressDetails analysis={result.addresses[0]!} stale={stale} />
        ) : (
          result.addresses.map((analysis, index) => (
            <AddressDetails
              key={`${analysis.offset}`}
              analysis={analysis}
              stale={stale}
              title={`Address ${index + 1}`}
            />
          ))
        )
      }
      sample={{ input: SAMPLE_INPUT, form: 'address' }}
      broken={{ input: BROKEN_SAMPLE_INPUT, form: 'address' }}
      batch={{
        items: 'e-mail addresses',
        placeholder: 'One address a line:\nada@example.com\nbob@gmial.com',
        fileName: 'email-verdicts.csv',
        detailsHeader: 'Domain',
        toolOptions: [options],
      }}
      options={{ schema: OPTIONS }}
      notChecked={NOT_CHECKED}
    />
  );
}
