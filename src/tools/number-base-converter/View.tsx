import { KeyValueList, Panel } from '../../kit/Panel';
import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { SAMPLE_INPUT, type FloatDetails, type IntegerDetails, type NumberBaseResult } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const SAMPLE_FLOAT = '3.14159\n0.1\n-0\n0x40490FDB';

/** The screen, declared: LiveTransformScreen converts each line as the user types and draws the options. */
export default function NumberBaseConverterView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      tasks={tasks}
      worker={() =>
        new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'number-base-converter' })
      }
      task="convertNumbers"
      sample={({ state }) => (state.mode === 'integer' ? SAMPLE_INPUT : SAMPLE_FLOAT)}
      disabledOptions={(state) => ({ from: state.mode !== 'integer', width: state.mode !== 'integer' })}
      input={({ state }) => ({
        title: 'Numbers',
        placeholder:
          state.mode === 'integer'
            ? 'One number a line, e.g. 255, 0xFF, -42 or 0b1010...'
            : 'One decimal number a line (3.14, 1e-7, NaN), or its bits as 0x...',
      })}
      output={({ state }) => ({
        title: state.mode === 'integer' ? 'Converted' : 'Bits or value',
        label: 'converted numbers',
        fileName: 'numbers.txt',
      })}
      wrap
      errorTitle="Cannot convert this number"
      statistics={(result) => ({ Numbers: result.count })}
      // The breakdown describes the input it was made from: hidden while newer input is converted.
      below={({ run }) => run.result && !run.stale && <Breakdown result={run.result} />}
    />
  );
}

function Breakdown({ result }: { result: NumberBaseResult }) {
  const first = result.first;
  if (!first) return null;
  return (
    <Panel title={result.count > 1 ? 'The First Number' : 'The Number'}>
      {first.kind === 'integer' ? <IntegerBreakdown details={first} /> : <FloatBreakdown details={first} />}
    </Panel>
  );
}

const mono = (text: string) => <code className="font-mono break-all">{text}</code>;

function IntegerBreakdown({ details }: { details: IntegerDetails }) {
  const items = [
    { label: 'Decimal', value: mono(details.decimal) },
    { label: 'Hex', value: mono(details.hex) },
    { label: 'Octal', value: mono(details.octal) },
    { label: 'Binary', value: mono(details.binary) },
    { label: 'Base 36', value: mono(details.base36) },
    { label: 'Bit length', value: String(details.bits) },
  ];
  if (details.pattern !== undefined)
    items.push(
      { label: 'Signed', value: mono(details.signed ?? '') },
      { label: 'Unsigned', value: mono(details.unsigned ?? '') },
      { label: 'Bit pattern', value: mono(details.pattern) },
    );
  return <KeyValueList label="The number in each base" items={items} />;
}

function FloatBreakdown({ details }: { details: FloatDetails }) {
  return (
    <>
      <p className="font-mono text-sm break-all" aria-label="Bit layout: sign, exponent, mantissa">
        <span className="text-red-700 dark:text-red-300">{details.sign}</span>{' '}
        <span className="text-blue-700 dark:text-blue-300">{details.exponentBits}</span>{' '}
        <span className="text-green-700 dark:text-green-300">{details.mantissaBits}</span>
      </p>
      <KeyValueList
        label={`IEEE 754 ${details.format} layout`}
        items={[
          { label: 'Value stored', value: mono(details.value) },
          { label: 'Kind', value: details.category },
          { label: 'Sign', value: `${details.sign} (${details.sign === '1' ? 'negative' : 'positive'})` },
          {
            label: 'Exponent',
            value: `${details.exponentBits} = ${details.biasedExponent}${details.exponent === null ? '' : `, 2^${details.exponent}`}`,
          },
          { label: 'Mantissa', value: mono(details.mantissaBits) },
          { label: 'Hex', value: mono(details.hex) },
        ]}
      />
    </>
  );
}
