import { Fingerprint, Laptop } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
  Button,
  ChoiceGroup,
  ClearButton,
  KeyValueList,
  LoadSampleButton,
  NoteList,
  Panel,
  RunStatus,
  TextField,
  useLiveTask,
  useToolState,
  type Choice,
  type KeyValue,
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
import { SAMPLE_INPUT, type UaAnalysis } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'user-agent-validator' }),
};

type LineKind = 'user-agent' | 'log-line';

const LINE_KINDS: readonly Choice<LineKind>[] = [
  { value: 'user-agent', label: 'User-Agent strings' },
  {
    value: 'log-line',
    label: 'Access-log lines',
    hint: 'Combined Log Format (Apache, nginx): the User-Agent is the last quoted field of each line.',
  },
];

const DEFAULTS = { input: '', ...BATCH_DEFAULTS, lineKind: 'user-agent' as LineKind };

const NOT_CHECKED = [
  {
    check: 'Whether a crawler is genuine',
    why: 'a reverse DNS lookup of the client\'s IP address and a forward lookup to confirm it, as Google, Bing, Apple and Yandex document; anyone can send "Googlebot"',
  },
  { check: 'Whether the browser version is current or vulnerable', why: 'a live release and advisory feed' },
];

/** navigator.userAgentData, which TypeScript's DOM types do not include yet (Chromium only). */
interface UserAgentData {
  brands: { brand: string; version: string }[];
  mobile: boolean;
  platform: string;
  getHighEntropyValues?: (hints: string[]) => Promise<Record<string, unknown>>;
}

interface ClientHints {
  userAgent: string;
  /** Null when the browser gives no Client Hints (Firefox, Safari). */
  data: {
    brands: string;
    mobile: boolean;
    platform: string;
    high: Record<string, unknown> | null;
  } | null;
}

const HIGH_ENTROPY = ['platformVersion', 'architecture', 'bitness', 'model', 'fullVersionList', 'wow64'];

async function readClientHints(): Promise<ClientHints> {
  const userAgent = navigator.userAgent;
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  if (!data) return { userAgent, data: null };
  let high: Record<string, unknown> | null = null;
  try {
    high = (await data.getHighEntropyValues?.(HIGH_ENTROPY)) ?? null;
  } catch {
    high = null;
  }
  return {
    userAgent,
    data: {
      brands: data.brands.map((brand) => `${brand.brand} ${brand.version}`).join(', '),
      mobile: data.mobile,
      platform: data.platform,
      high,
    },
  };
}

export default function UserAgentValidatorView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: { ...BATCH_CHOICES, lineKind: LINE_KINDS.map((kind) => kind.value) },
  });
  const [hints, setHints] = useState<ClientHints | null>(null);
  const run = useLiveTask(source, 'analyseUserAgent', [state.input, 'auto'], {
    enabled: state.mode === 'single' && state.input.trim() !== '',
  });
  const result = run.result;

  const useMyBrowser = () => {
    update({ input: navigator.userAgent, mode: 'single' });
    void readClientHints().then(setHints);
  };

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT, mode: 'single' })} />
        <Button icon={<Laptop className="h-4 w-4" aria-hidden="true" />} onClick={useMyBrowser}>
          Use My Browser
        </Button>
        <ClearButton
          onClick={() => {
            reset();
            setHints(null);
          }}
        />
      </ActionBar>

      <CheckModes
        mode={state.mode}
        onMode={(mode) => update({ mode })}
        item="User-Agent"
        single={
          <div className="flex flex-col gap-4">
            <TextField
              label="User-Agent string or access-log line"
              value={state.input}
              onChange={(input) => update({ input })}
              placeholder="Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 ..."
              rows={3}
              monospace
              stacked
            />
            <RunStatus run={run} errorTitle="Cannot Read This User-Agent" />
            {result && state.input.trim() !== '' && <Details result={result} value={state.input} stale={run.stale} />}
            {hints && <ClientHintsPanel hints={hints} />}
          </div>
        }
        batch={
          <div className="flex flex-col gap-4">
            <ChoiceGroup
              legend="Read each line as"
              choices={LINE_KINDS}
              value={state.lineKind}
              onChange={(lineKind) => update({ lineKind })}
              inline
            />
            <BatchCheck
              source={source}
              toolOptions={[state.lineKind === 'log-line']}
              state={state}
              update={update}
              items={state.lineKind === 'log-line' ? 'log lines' : 'User-Agents'}
              placeholder={
                state.lineKind === 'log-line'
                  ? '203.0.113.9 - - [10/Oct/2024:13:55:36 +0000] "GET / HTTP/1.1" 200 2326 "-" "curl/8.4.0"'
                  : 'One User-Agent a line:\ncurl/8.4.0\nMozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
              }
              fileName="user-agent-verdicts.csv"
              detailsHeader="What it is"
            />
          </div>
        }
      />

      <NotCheckedPanel items={NOT_CHECKED} />
      <PrivacyNote />
    </>
  );
}

const version = (named: { name: string; version: string } | null) =>
  named ? `${named.name}${named.version ? ` ${named.version}` : ''}` : 'Not recognised';

function Details({ result, value, stale }: { result: UaAnalysis; value: string; stale: boolean }) {
  const { agent, browser, engine, os, platform } = result;
  const items: KeyValue[] = [];
  if (result.fromLogLine)
    items.push({
      label: 'From the log line',
      value: <code className="font-mono break-all">{result.userAgent}</code>,
    });
  if (agent)
    items.push(
      { label: 'Bot or tool', value: `${agent.name}${agent.version ? ` ${agent.version}` : ''}` },
      { label: 'Kind', value: agent.kind },
      { label: 'Run by', value: agent.operator },
      ...(agent.verify ? [{ label: 'How to verify', value: agent.verify }] : []),
    );
  items.push(
    { label: 'Browser', value: version(browser) },
    { label: 'Engine', value: version(engine) },
    {
      label: 'Operating system',
      value: os
        ? `${os.name}${os.version ? ` ${os.version}` : ''}${os.versionName ? ` (${os.versionName})` : ''}`
        : 'Not recognised',
    },
    {
      label: 'Device type',
      value: platform
        ? [platform.type, platform.vendor, platform.model].filter((part) => part !== '').join(', ')
        : 'Not recognised',
    },
  );
  return (
    <>
      <VerdictPanel value={value} check={result.check} stale={stale}>
        <KeyValueList label="What it is" items={items} />
      </VerdictPanel>
      {result.notes.length > 0 && (
        <Panel title="Notes" icon={Fingerprint} stale={stale}>
          <NoteList notes={result.notes.map((text) => ({ key: text, text }))} />
        </Panel>
      )}
      {(result.products.length > 0 || result.comments.length > 0) && (
        <Panel title="Products and comments" stale={stale}>
          <ol className="flex flex-col gap-1 text-sm">
            {[
              ...result.products.map((product) => ({
                position: product.position,
                text: product.version ? `${product.name}/${product.version}` : product.name,
                kind: 'product',
              })),
              ...result.comments.map((comment) => ({
                position: comment.position,
                text: comment.text,
                kind: 'comment',
              })),
            ]
              .sort((a, b) => a.position - b.position)
              .map((part) => (
                <li key={part.position} className="[overflow-wrap:anywhere]">
                  <span className="text-gray-600 dark:text-gray-300">{part.kind}: </span>
                  <code className="font-mono">{part.kind === 'comment' ? `(${part.text})` : part.text}</code>
                </li>
              ))}
          </ol>
        </Panel>
      )}
    </>
  );
}

function ClientHintsPanel({ hints }: { hints: ClientHints }) {
  const high = hints.data?.high ?? null;
  const text = (key: string): string => {
    const found = high?.[key];
    if (found === undefined || found === '') return 'Not given';
    if (Array.isArray(found))
      return found.map((entry: { brand: string; version: string }) => `${entry.brand} ${entry.version}`).join(', ');
    return String(found);
  };
  return (
    <Panel title="This browser's Client Hints">
      {hints.data ? (
        <KeyValueList
          label="Client Hints"
          items={[
            { label: 'Brands', value: hints.data.brands || 'None' },
            { label: 'Mobile', value: hints.data.mobile ? 'Yes' : 'No' },
            { label: 'Platform', value: hints.data.platform || 'Not given' },
            ...(high
              ? [
                  { label: 'Platform version', value: text('platformVersion') },
                  {
                    label: 'Architecture',
                    value: `${text('architecture')}${high.bitness ? ` (${text('bitness')}-bit)` : ''}`,
                  },
                  { label: 'Model', value: text('model') },
                  { label: 'Full version list', value: text('fullVersionList') },
                ]
              : []),
          ]}
        />
      ) : (
        <p className="text-sm">
          This browser gives no User-Agent Client Hints (navigator.userAgentData): only Chromium-based browsers do, in
          secure contexts.
        </p>
      )}
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Chromium browsers send a reduced User-Agent string: the minor version is 0.0.0, Windows 11 says "Windows NT
        10.0", Android says "Android 10; K" and macOS says "10_15_7". The real values are in these hints, which a server
        asks for with Accept-CH (Sec-CH-UA-Platform-Version, Sec-CH-UA-Model, Sec-CH-UA-Full-Version-List).
      </p>
    </Panel>
  );
}
