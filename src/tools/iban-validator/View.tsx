import { Building2 } from 'lucide-react';
import { useMemo } from 'react';
import {
  ActionBar,
  ClearButton,
  CopyButton,
  KeyValueList,
  LoadSampleButton,
  RunStatus,
  TextField,
  useLiveTask,
  useToolState,
  type KeyValue,
} from '../../kit';
import { VERDICT_LABELS } from '../../lib/validation';
import {
  BATCH_CHOICES,
  BATCH_DEFAULTS,
  BatchCheck,
  CheckModes,
  NotCheckedPanel,
  PrivacyNote,
  VerdictPanel,
} from '../../kit/Validation';
import { analyseBic, SAMPLE_BIC, SAMPLE_INPUT, type BicAnalysis, type IbanAnalysis } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'iban-validator' }),
};

const DEFAULTS = { input: '', bic: '', ...BATCH_DEFAULTS };
const RULES = { choices: { ...BATCH_CHOICES } };

const UNCHECKED = [
  {
    check: 'Whether the account exists and whose it is',
    why: 'only the bank can say, through a payee check (Verification of Payee, Confirmation of Payee) made over its network',
  },
  {
    check: 'Whether the BIC is assigned to a bank',
    why: 'SWIFT’s BIC directory is a licensed online list; here a BIC is checked for its form only',
  },
];

export default function IbanValidatorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const run = useLiveTask(source, 'analyseIban', [state.input], {
    enabled: state.mode === 'single' && state.input.trim() !== '',
  });
  const result = run.result;
  // A BIC is eleven characters at most: checked as it is typed, in the page.
  const bic = useMemo(() => (state.bic.trim() === '' ? null : analyseBic(state.bic)), [state.bic]);

  const single = (
    <div className="flex flex-col gap-4">
      <TextField
        label="IBAN"
        value={state.input}
        onChange={(input) => update({ input })}
        placeholder="DE89 3704 0044 0532 0130 00"
        monospace
        stacked
        hint="With or without spaces; capitals or not."
      />
      <RunStatus run={run} errorTitle="Cannot Check the IBAN" />
      {result && <IbanResult value={state.input} result={result} stale={run.stale} />}
      <TextField
        label="BIC (optional)"
        value={state.bic}
        onChange={(value) => update({ bic: value })}
        placeholder="DEUTDEFFXXX"
        monospace
        stacked
        hint="The bank's SWIFT code, 8 or 11 characters."
      />
      {bic && <BicResult value={state.bic} result={bic} iban={result && !run.stale ? result : null} />}
    </div>
  );

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT, bic: SAMPLE_BIC, mode: 'single' })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <CheckModes
        mode={state.mode}
        onMode={(mode) => update({ mode })}
        item="IBAN"
        single={single}
        batch={
          <BatchCheck
            source={source}
            state={state}
            update={update}
            items="IBANs"
            placeholder={
              'One IBAN a line, or a CSV with a column of them:\nDE89 3704 0044 0532 0130 00\nGB29NWBK60161331926819'
            }
            fileName="iban-verdicts.csv"
            detailsHeader="Country"
          />
        }
      />

      <NotCheckedPanel items={UNCHECKED} />
      <PrivacyNote />
    </>
  );
}

function Copyable({ text, label }: { text: string; label: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <code className="font-mono break-all">{text}</code>
      <CopyButton text={text} ariaLabel={`Copy the ${label}`} />
    </span>
  );
}

function IbanResult({ value, result, stale }: { value: string; result: IbanAnalysis; stale: boolean }) {
  const items: KeyValue[] = [];
  if (result.countryCode) {
    items.push(
      { label: 'Country', value: `${result.country} (${result.countryCode})` },
      {
        label: 'SEPA',
        value: result.sepa ? 'Yes: SEPA transfers and direct debits reach it' : 'No: not in the SEPA area',
      },
      {
        label: 'Format',
        value: `${result.length} characters: ${result.structure}${result.registered ? '' : ' (not in the SWIFT registry)'}`,
      },
    );
    if (result.checkDigits) {
      items.push({
        label: 'Check digits',
        value:
          result.expectedCheckDigits === '' || result.expectedCheckDigits === result.checkDigits
            ? result.expectedCheckDigits
              ? `${result.checkDigits}: right`
              : result.checkDigits
            : `${result.checkDigits}: should be ${result.expectedCheckDigits}`,
      });
    }
  }
  if (result.bank) items.push({ label: 'Bank code', value: <code className="font-mono">{result.bank}</code> });
  if (result.branch) items.push({ label: 'Branch code', value: <code className="font-mono">{result.branch}</code> });
  if (result.account) {
    items.push({ label: 'Account number', value: <code className="font-mono">{result.account}</code> });
  }
  if (result.electronic) {
    items.push(
      { label: 'Electronic form', value: <Copyable text={result.electronic} label="electronic form" /> },
      { label: 'Print form', value: <Copyable text={result.print} label="print form" /> },
    );
  }
  return (
    <VerdictPanel value={value} check={result.check} stale={stale}>
      {items.length > 0 && <KeyValueList label="IBAN details" items={items} />}
    </VerdictPanel>
  );
}

function BicResult({ value, result, iban }: { value: string; result: BicAnalysis; iban: IbanAnalysis | null }) {
  const mismatch =
    iban?.countryCode && result.check.verdict !== 'invalid' && result.countryCode !== iban.countryCode
      ? `The BIC's country (${result.countryCode}) is not the IBAN's (${iban.countryCode}): check they belong to the same bank.`
      : '';
  return (
    <VerdictPanel
      value={value}
      check={result.check}
      title={`BIC: ${VERDICT_LABELS[result.check.verdict]}`}
      label="BIC verdict"
    >
      {result.check.verdict !== 'invalid' && (
        <KeyValueList
          label="BIC details"
          items={[
            { label: 'Bank', value: <code className="font-mono">{result.bank}</code> },
            { label: 'Country', value: `${result.country} (${result.countryCode})` },
            {
              label: 'Location',
              value: (
                <>
                  <code className="font-mono">{result.location}</code>
                  {result.test ? ' (test BIC)' : ''}
                </>
              ),
            },
            {
              label: 'Branch',
              value:
                result.branch === '' || result.branch === 'XXX' ? (
                  'Head office'
                ) : (
                  <code className="font-mono">{result.branch}</code>
                ),
            },
          ]}
        />
      )}
      {mismatch && (
        <p className="flex gap-2 text-sm">
          <Building2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {mismatch}
        </p>
      )}
    </VerdictPanel>
  );
}
