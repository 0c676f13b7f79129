import { CalendarClock, KeyRound, ShieldCheck } from 'lucide-react';
import {
  CopyButton,
  KeyValueList,
  PaneGrid,
  Panel,
  SelectField,
  TextField,
  type Choice,
  type PanelTone,
} from '../../kit';
import type { CardAnalysis, ExpiryState } from './core';
import { PROVIDERS } from './test-numbers';

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

interface CardFieldsProps {
  expiry: string;
  cvc: string;
  onChange: (patch: { expiry?: string; cvc?: string }) => void;
  /** A providers' test number was picked: it becomes the card number. */
  onTestNumber: (number: string) => void;
}

/** Under the card number: the optional expiry date and security code, and the providers' test numbers. */
export function CardFields({ expiry, cvc, onChange, onTestNumber }: CardFieldsProps) {
  return (
    <>
      <div className="flex flex-wrap gap-4">
        <TextField
          label="Expiry date (optional)"
          value={expiry}
          onChange={(value) => onChange({ expiry: value })}
          placeholder="MM/YY"
          monospace
          stacked
        />
        <TextField
          label="Security code (optional)"
          value={cvc}
          onChange={(value) => onChange({ cvc: value })}
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
          if (choice !== PICK_PROMPT) onTestNumber(choice.slice(choice.indexOf(':') + 1));
        }}
        hint="Numbers Stripe, Adyen and Braintree publish for their test modes: they never pay for anything."
      />
    </>
  );
}

/** Inside the verdict: the brand, the length, the Luhn check and the number as printed. */
export function CardDetails({ result }: { result: CardAnalysis }) {
  const { brand, luhn } = result;
  return (
    <>
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
    </>
  );
}

/** The expiry date's and the security code's own verdicts, when they were given. */
export function CardExtras({ result, stale }: { result: CardAnalysis; stale: boolean }) {
  const { brand } = result;
  return (
    <>
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
