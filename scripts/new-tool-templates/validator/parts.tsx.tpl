import { KeyValueList } from '../../kit';
import type { ValueAnalysis } from './core';

/** Inside the verdict: what the value is made of. */
export function ValueDetails({ result }: { result: ValueAnalysis }) {
  if (result.words.length === 0) return null;
  return (
    <KeyValueList
      label="Value details"
      items={[
        { label: 'Words', value: result.words.join(' ') },
        { label: 'Length', value: `${result.words.join('-').length} characters` },
      ]}
    />
  );
}
