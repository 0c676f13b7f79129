import { useNow, useToolState } from '../../kit';
import { declareValidatorState, ValidatorScreen } from '../../kit/ValidatorScreen';
import { BROKEN_SAMPLE, monthOf, SAMPLE_CVC, SAMPLE_INPUT, sampleExpiry } from './core';
import { CardDetails, CardExtras, CardFields } from './parts';
import { tasks } from './tasks';

/** The card number, the list and the security code are secrets: never stored, never in a share link. */
const { defaults, rules } = declareValidatorState(
  {},
  { expiry: '', cvc: '' },
  { secret: ['input', 'list', 'cvc'], names: { input: 'card number', list: 'batch list', cvc: 'security code' } },
);

/** The clock only decides which month it is. */
const CLOCK_TICK_MS = 60_000;

const NOT_CHECKED = {
  'Whether the card exists, is open or has funds':
    'only the issuing bank knows, through an authorisation sent over a payment network',
  'The issuing bank and country of the IIN':
    'BIN tables are large, licensed lists kept by the networks; looking a number up would send it away',
};

export default function CreditCardValidatorView() {
  const tool = useToolState(defaults, rules);
  const [state, update] = tool;
  const now = monthOf(useNow(CLOCK_TICK_MS));
  return (
    <ValidatorScreen
      tool={tool}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="analyseCard"
      args={[state.input, { expiry: state.expiry, cvc: state.cvc }, now]}
      item="card number"
      field={{
        label: 'Card number',
        placeholder: '4242 4242 4242 4242',
        secret: true,
        hint: 'Spaces and dashes are fine. The number is never stored or put in a link.',
      }}
      afterField={
        <CardFields
          expiry={state.expiry}
          cvc={state.cvc}
          onChange={update}
          onTestNumber={(input) => update({ input, mode: 'single' })}
        />
      }
      errorTitle="Cannot Check the Number"
      facts={(result) => <CardDetails result={result} />}
      details={(result, stale) => <CardExtras result={result} stale={stale} />}
      sample={{ input: SAMPLE_INPUT, expiry: sampleExpiry(now), cvc: SAMPLE_CVC }}
      broken={{ ...BROKEN_SAMPLE }}
      batch={{
        items: 'card numbers',
        placeholder: 'One card number a line, or a CSV with a column of them:\n4242 4242 4242 4242\n3782-822463-10005',
        fileName: 'card-verdicts.csv',
        detailsHeader: 'Brand',
        secret: true,
      }}
      notChecked={NOT_CHECKED}
      secret="Card numbers and security codes are"
    />
  );
}
