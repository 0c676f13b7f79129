import { CalendarClock, KeyRound, ShieldCheck } from 'lucide-react';
import {
  ActionBar,
  BrokenSampleButton,
  ClearButton,
  CopyButton,
  KeyValueList,
  LoadSampleButton,
  PaneGrid,
  Panel,
  RunStatus,
  SelectField,
  TextField,
  useLiveTask,
  useNow,
  useToolState,
  type Choice,
  type PanelTone,
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
import {
  BROKEN_SAMPLE,
  monthOf,
  SAMPLE_CVC,
  SAMPLE_INPUT,
  sampleExpiry,
  type CardAnalysis,
  type ExpiryState,
} from './core';
import { tasks } from './tasks';
import { PROVIDERS } from './test-numbers';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'credit-card-validator' }),
};

/** The card number, the list and the security code are secrets: never stored, never in a share link. */
const DEFAULTS = { input: '', expiry: '', cvc: '', ...BATCH_DEFAULTS };
const RULES = {
  secret: ['input', 'list', 'cvc'] as const,
  names: { input: 'card number', list: 'batch list', cvc: 'security code' },
  choices: { ...BATCH_CHOICES },
};

/** The clock only decides which month it is. */
const CLOCK_TICK_MS = 60_000;

const PICK_PROMPT = '';
const TEST_NUMBER_CHOICES: readonly Choice<string>[] = [
  { value: PICK_PROMPT, label: 'Choose a test number…' },
  ...PROVIDERS.flatMap((provider) =>
    provider.numbers.map((entry) => ({
      value: `${provider.name}:${entry.number}`,
      label: `${provider.name}: ${entry.label}`,
    })),
  ),
];

const EXPIRY_TONES: Record<ExpiryState, PanelTone> = {
  valid: 'good',
  'this-month': 'caution',
  'far-ahead': 'caution',
  expired: 'bad',
  malformed: 'bad',
};

const UNCHECKED = [
  {
    check: 'Whether the card exists, is open or has funds',
    why: 'only the issuing bank knows, through an authorisation sent over a payment network',
  },
  {
    check: 'The issuing bank and country of the IIN',
    why: 'BIN tables are large, licensed lists kept by the networks; looking a number up would send it away',
  },
];

export default function CreditCardValidatorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const now = monthOf(useNow(CLOCK_TICK_MS));
  const run = useLiveTask(source, 'analyseCard', [state.input, { expiry: state.expiry, cvc: state.cvc }, now], {
    enabled: state.mode === 'single' && state.input.trim() !== '',
  });
  const result = run.result;

  const single = (
    <div className="flex flex-col gap-4">
      <TextField
        label="Card number"
        value={state.input}
        onChange={(input) => update({ input })}
        placeholder="4242 4242 4242 4242"
        monospace
        stacked
        secret
        hint="Spaces and dashes are fine. The number is never stored or put in a link."
      />
      <div className="flex flex-wrap gap-4">
        <TextField
          label="Expiry date (optional)"
          value={state.expiry}
          onChange={(expiry) => update({ expiry })}
          placeholder="MM/YY"
          monospace
          stacked
        />
        <TextField
          label="Security code (optional)"
          value={state.cvc}
          onChange={(cvc) => update({ cvc })}
          placeholder="123"
          monospace
          stacked
          secret
          masked
        />
      </div>
      <SelectField
        label="Providers' test numbers"
        options={TEST_NUMBER_CHOICES}
        value={PICK_PROMPT}
        onChange={(choice) => {
          if (choice !== PICK_PROMPT) update({ input: choice.slice(choice.indexOf(':') + 1), mode: 'single' });
        }}
        hint="Numbers Stripe, Adyen and Braintree publish for their test modes: they never pay for anything."
      />
      <RunStatus run={run} errorTitle="Cannot Check the Number" />
      {result && <CardResult value={state.input} result={result} stale={run.stale} />}
    </div>
  );

  return (
    <>
      <ActionBar>
        <LoadSampleButton
          onClick={() => update({ input: SAMPLE_INPUT, expiry: sampleExpiry(now), cvc: SAMPLE_CVC, mode: 'single' })}
        />
        <BrokenSampleButton onClick={() => update({ ...BROKEN_SAMPLE, mode: 'single' })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <CheckModes
        mode={state.mode}
        onMode={(mode) => update({ mode })}
        item="card number"
        single={single}
        batch={
          <BatchCheck
            source={source}
            state={state}
            update={update}
            items="card numbers"
            placeholder={
              'One card number a line, or a CSV with a column of them:\n4242 4242 4242 4242\n3782-822463-10005'
            }
            fileName="card-verdicts.csv"
            detailsHeader="Brand"
            secret
          />
        }
      />

      <NotCheckedPanel items={UNCHECKED} />
      <PrivacyNote secret="Card numbers and security codes are" />
    </>
  );
}

function CardResult({ value, result, stale }: { value: string; result: CardAnalysis; stale: boolean }) {
  const { brand, luhn } = result;
  return (
    <>
      <VerdictPanel value={value} check={result.check} stale={stale}>
        {result.digits !== '' && (
          <KeyValueList
            label="Card number details"
            items={[
              { label: 'Brand', value: brand ? brand.name : 'Unknown: no brand this tool knows starts so' },
              {
                label: 'Length',
                value: brand
                  ? `${result.digits.length} digits (${brand.name}: ${brand.lengths.join(', ')})`
                  : `${result.digits.length} digits`,
              },
              {
                label: 'Luhn',
                value: luhn
                  ? luhn.valid
                    ? `Passes: check digit ${luhn.checkDigit}`
                    : `Fails: check digit ${luhn.checkDigit}, should be ${luhn.expected}`
                  : '',
              },
              {
                label: 'As printed',
                value: (
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <code className="font-mono break-all">{result.grouped}</code>
                    <CopyButton text={result.grouped} ariaLabel="Copy the grouped number" />
                  </span>
                ),
              },
              ...(brand
                ? [
                    {
                      label: 'Security code',
                      value:
                        brand.code.size === 0 ? 'None on this brand' : `${brand.code.name}, ${brand.code.size} digits`,
                    },
                  ]
                : []),
              ...(result.testNumber ? [{ label: 'Test number', value: result.testNumber }] : []),
            ]}
          />
        )}
      </VerdictPanel>
      {(result.expiry || result.cvc) && (
        <PaneGrid>
          {result.expiry && (
            <Panel
              tone={EXPIRY_TONES[result.expiry.state]}
              icon={CalendarClock}
              title="Expiry date"
              label="Expiry date"
              stale={stale}
            >
              <p className="text-sm">{result.expiry.reason}</p>
            </Panel>
          )}
          {result.cvc && (
            <Panel
              tone={result.cvc.valid ? 'good' : 'bad'}
              icon={result.cvc.valid ? ShieldCheck : KeyRound}
              title={brand && brand.code.size > 0 ? `Security code (${brand.code.name})` : 'Security code'}
              label="Security code"
              stale={stale}
            >
              <p className="text-sm">{result.cvc.reason}</p>
            </Panel>
          )}
        </PaneGrid>
      )}
    </>
  );
}
