import { Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  ActionBar,
  attempt,
  Button,
  ClearButton,
  CodeBlock,
  CopyButton,
  DownloadButton,
  ErrorAlert,
  KeyValueList,
  LoadSampleButton,
  OpenInMenu,
  Panel,
  TextField,
  useToolState,
  type KeyValue,
} from '../../kit';
import { LiveText } from '../../kit/LiveText';
import { OptionsForm } from '../../kit/OptionsForm';
import { declareState } from '../../lib/options-schema';
import { decodeId, generateIds, localText, SAMPLE_INPUT, utcText, type Decoded } from './core';
import { OPTIONS } from './options';

/** The options and the UUID to decode are kept across reloads and in share links; what was generated is not. */
const { defaults, rules } = declareState(OPTIONS, { input: '' }, { bounds: { input: { maxLength: 200 } } });

const KIND_NAMES: Record<string, string> = {
  v4: 'v4 UUID',
  v7: 'v7 UUID',
  v1: 'v1 UUID',
  v3: 'v3 UUID',
  v5: 'v5 UUID',
  ulid: 'ULID',
};

function decodedItems(decoded: Decoded): KeyValue[] {
  const items: KeyValue[] = [
    { label: 'Canonical', value: <span className="font-mono">{decoded.canonical}</span> },
    { label: 'Version', value: decoded.version },
    { label: 'Variant', value: decoded.variant },
  ];
  if (decoded.time !== undefined) {
    items.push(
      { label: 'Time (UTC)', value: <span className="font-mono">{utcText(decoded.time)}</span> },
      { label: 'Local time', value: <span className="font-mono">{localText(decoded.time)}</span> },
      { label: 'Unix milliseconds', value: <span className="font-mono">{decoded.time}</span> },
    );
  }
  if (decoded.subMillisecond !== undefined)
    items.push({ label: 'Below the millisecond', value: `${decoded.subMillisecond} × 100 ns` });
  if (decoded.clockSequence !== undefined)
    items.push({ label: 'Clock sequence', value: String(decoded.clockSequence) });
  if (decoded.node !== undefined)
    items.push({ label: 'Node', value: <span className="font-mono">{decoded.node}</span> });
  items.push({
    label: decoded.kind === 'ulid' ? 'As a UUID' : 'As a ULID',
    value: <span className="font-mono">{decoded.other}</span>,
  });
  return items;
}

/**
 * A hand-drawn (custom) screen: the tool both generates (from options alone, with no input text, which the
 * transform and converter templates need) and decodes a pasted UUID or ULID as you type; the generator
 * template draws a CSS preview this tool has no use for. The kit's parts, inside the shared frame.
 */
export default function UuidGeneratorView() {
  const [state, update, reset] = useToolState(defaults, rules);
  const [generated, setGenerated] = useState<{ ids: string[]; label: string } | null>(null);
  const [generateError, setGenerateError] = useState('');
  const decoded = useMemo(
    () => (state.input.trim() === '' ? null : attempt(() => decodeId(state.input))),
    [state.input],
  );
  const named = state.kind === 'v3' || state.kind === 'v5';
  const output = generated?.ids.join('\n') ?? '';

  const generate = () => {
    const made = attempt(() => generateIds(state));
    if (made.error !== undefined) {
      setGenerated(null);
      setGenerateError(made.error);
      return;
    }
    setGenerateError('');
    const count = made.value.length;
    setGenerated({
      ids: made.value,
      label: `${count.toLocaleString('en')} ${KIND_NAMES[state.kind]}${count === 1 ? '' : 's'}`,
    });
  };

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT })} />
        <ClearButton
          onClick={() => {
            reset();
            setGenerated(null);
            setGenerateError('');
          }}
        />
      </ActionBar>

      <OptionsForm
        schema={OPTIONS}
        values={state}
        onChange={update}
        legend="Generate"
        disabled={{
          count: named,
          namespace: !named,
          customNamespace: !named || state.namespace !== 'custom',
          name: !named,
          upperCase: state.kind === 'ulid',
          hyphens: state.kind === 'ulid',
          braces: state.kind === 'ulid',
        }}
      />
      <ActionBar label="Generate">
        <Button variant="primary" icon={<Sparkles className="h-4 w-4" aria-hidden="true" />} onClick={generate}>
          Generate
        </Button>
      </ActionBar>
      <LiveText message={generateError === '' ? (generated ? `Generated ${generated.label}` : '') : generateError} />
      {generateError !== '' && <ErrorAlert title="Cannot Generate">{generateError}</ErrorAlert>}
      {generated && (
        <Panel
          title={`Generated ${generated.label}`}
          actions={
            <>
              <CopyButton text={output} ariaLabel="Copy the generated identifiers" successMessage="Copied">
                Copy
              </CopyButton>
              <DownloadButton content={output} fileName="uuids.txt" mimeType="text/plain" />
              <OpenInMenu text={output} label="the generated identifiers" />
            </>
          }
        >
          <CodeBlock text={output} label="Generated identifiers" />
        </Panel>
      )}

      <TextField
        label="UUID or ULID to decode"
        value={state.input}
        onChange={(input) => update({ input })}
        placeholder="Paste a UUID (any version, with or without hyphens or braces) or a ULID"
        monospace
        stacked
        maxLength={200}
      />
      {decoded?.error !== undefined && <ErrorAlert title="Cannot Decode">{decoded.error}</ErrorAlert>}
      {decoded?.value && (
        <Panel title="Decoded">
          <KeyValueList items={decodedItems(decoded.value)} label="Decoded" />
        </Panel>
      )}
      <LiveText
        message={
          decoded?.value
            ? `Decoded: version ${decoded.value.version}${decoded.value.time === undefined ? '' : `, time ${utcText(decoded.value.time)}`}`
            : ''
        }
      />
    </>
  );
}
