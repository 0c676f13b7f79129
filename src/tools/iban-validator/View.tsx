import { useToolState } from '../../kit';
import { declareValidatorState, ValidatorScreen } from '../../kit/ValidatorScreen';
import { SAMPLE_BIC, SAMPLE_INPUT } from './core';
import { BicCheck, IbanDetails } from './parts';
import { tasks } from './tasks';

const { defaults, rules } = declareValidatorState({}, { bic: '' });

const NOT_CHECKED = {
  'Whether the account exists and whose it is':
    'only the bank can say, through a payee check (Verification of Payee, Confirmation of Payee) made over its network',
  'Whether the BIC is assigned to a bank':
    'SWIFT’s BIC directory is a licensed online list; here a BIC is checked for its form only',
};

export default function IbanValidatorView() {
  const tool = useToolState(defaults, rules);
  const [state, update] = tool;
  return (
    <ValidatorScreen
      tool={tool}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="analyseIban"
      args={[state.input]}
      item="IBAN"
      field={{
        label: 'IBAN',
        placeholder: 'DE89 3704 0044 0532 0130 00',
        hint: 'With or without spaces; capitals or not.',
      }}
      errorTitle="Cannot Check the IBAN"
      facts={(result) => <IbanDetails result={result} />}
      below={(run) => (
        <BicCheck
          bic={state.bic}
          onBic={(bic) => update({ bic })}
          iban={run.result && !run.stale ? run.result : null}
        />
      )}
      sample={{ input: SAMPLE_INPUT, bic: SAMPLE_BIC }}
      batch={{
        items: 'IBANs',
        placeholder:
          'One IBAN a line, or a CSV with a column of them:\nDE89 3704 0044 0532 0130 00\nGB29NWBK60161331926819',
        fileName: 'iban-verdicts.csv',
        detailsHeader: 'Country',
      }}
      notChecked={NOT_CHECKED}
    />
  );
}
