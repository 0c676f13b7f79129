import { Building2 } from 'lucide-react';
import { useMemo } from 'react';
import { CopyButton, KeyValueList, TextField, type KeyValue } from '../../kit';
import { VerdictPanel } from '../../kit/Validation';
import { VERDICT_LABELS } from '../../lib/validation';
import { analyseBic, type BicAnalysis, type IbanAnalysis } from './core';

/** The optional BIC, checked as it is typed in the page (eleven characters at most), against the IBAN's country. */
export function BicCheck({
  bic,
  onBic,
  iban,
}: {
  bic: string;
  onBic: (bic: string) => void;
  iban: IbanAnalysis | null;
}) {
  const result = useMemo(() => (bic.trim() === '' ? null : analyseBic(bic)), [bic]);
  return (
    <>
      <TextField
        label="BIC (optional)"
        value={bic}
        onChange={onBic}
        placeholder="DEUTDEFFXXX"
        monospace
        stacked
        hint="The bank's SWIFT code, 8 or 11 characters."
      />
      {result && <BicResult value={bic} result={result} iban={iban} />}
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

/** Inside the IBAN's verdict: its country, format, check digits and parts. */
export function IbanDetails({ result }: { result: IbanAnalysis }) {
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
  return items.length > 0 && <KeyValueList label="IBAN details" items={items} />;
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
