import { Fingerprint } from 'lucide-react';
import { KeyValueList, NoteList, Panel, type KeyValue } from '../../kit';
import type { UaAnalysis } from './core';

/** navigator.userAgentData, which TypeScript's DOM types do not include yet (Chromium only). */
interface UserAgentData {
  brands: { brand: string; version: string }[];
  mobile: boolean;
  platform: string;
  getHighEntropyValues?: (hints: string[]) => Promise<Record<string, unknown>>;
}

export interface ClientHints {
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

export async function readClientHints(): Promise<ClientHints> {
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

const version = (named: { name: string; version: string } | null) =>
  named ? `${named.name}${named.version ? ` ${named.version}` : ''}` : 'Not recognised';

/** Inside the verdict: what the agent is (a bot or tool, a browser, its engine, system and device). */
export function AgentFacts({ result }: { result: UaAnalysis }) {
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
  return <KeyValueList label="What it is" items={items} />;
}

/** After the verdict: the notes, and the products and comments the string is made of. */
export function AgentPanels({ result, stale }: { result: UaAnalysis; stale: boolean }) {
  return (
    <>
      {result.notes.length > 0 && (
        <Panel title="Notes" icon={Fingerprint} stale={stale}>
          <NoteList notes={result.notes} />
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

export function ClientHintsPanel({ hints }: { hints: ClientHints }) {
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
