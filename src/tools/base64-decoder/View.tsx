import { FileWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  ActionBar,
  ClearButton,
  DownloadButton,
  LoadSampleButton,
  Panel,
  Statistics,
  TransformPanes,
  useLiveTask,
  useToolState,
} from '../../kit';
import type { Base64Alphabet } from '../../lib/base64';
import { formatBytes, formatCount } from '../../lib/format';
import { SAMPLE_BASE64, isOnlyWhitespace, type Base64DecodeResult } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'base64-decoder' }),
};

const DEFAULTS = { input: '' };

const ALPHABET_NAMES: Record<Base64Alphabet, string> = {
  standard: 'Standard (+ /)',
  'url-safe': 'URL-safe (- _)',
  either: 'Either (no + / - _)',
  mixed: 'Mixed (+ / and - _)',
};

/** Image types the browser can preview (img-src allows blob: URLs). */
const PREVIEWABLE = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/x-icon',
  'image/avif',
]);

export default function Base64DecoderView() {
  const [state, update, reset] = useToolState(DEFAULTS);
  const run = useLiveTask(source, 'decodeBase64Input', [state.input], { enabled: state.input !== '' });
  const result = run.result;
  const binary = result?.kind === 'binary';
  const output = result?.output ?? '';
  const fileName = result ? `decoded.${result.fileType.extension}` : 'decoded.txt';

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_BASE64 })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Base64',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'Paste Base64 or a data: URL here...',
          acceptFiles: '.txt,.b64,.base64,text/plain',
        }}
        output={
          binary
            ? {
                title: 'Decoded (hex view)',
                value: output,
                placeholder: 'The decoded text will appear here...',
                wrap: false,
                label: 'hex view',
                fileName: `${fileName}.hex.txt`,
              }
            : {
                title: 'Decoded',
                value: output,
                placeholder: 'The decoded text will appear here...',
                wrap: false,
                label: 'decoded text',
                fileName,
                mimeType: `${result?.fileType.mimeType ?? 'text/plain'};charset=utf-8`,
              }
        }
        run={run}
        errorTitle={isOnlyWhitespace(state.input) ? 'Nothing to decode' : 'Invalid Base64'}
      />

      {result && binary && <BinaryPanel result={result} fileName={fileName} stale={run.stale} />}

      {result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Decoded size', value: formatBytes(result.bytes.length) },
            { label: 'Alphabet', value: ALPHABET_NAMES[result.alphabet] },
            { label: 'Padding', value: result.padded ? 'Yes' : 'None' },
          ]}
        />
      )}
    </>
  );
}

/** What binary bytes are, why they are not shown as text, and the download that holds all of them. */
function BinaryPanel({ result, fileName, stale }: { result: Base64DecodeResult; fileName: string; stale: boolean }) {
  const { bytes, fileType } = result;
  const previewUrl = useObjectUrl(PREVIEWABLE.has(fileType.mimeType) ? bytes : null, fileType.mimeType);
  const shownAll = result.hexBytesShown === bytes.length;
  return (
    <Panel
      tone="caution"
      icon={FileWarning}
      title={`Binary data, ${formatBytes(bytes.length)}: ${fileType.description}`}
      stale={stale}
      actions={
        <DownloadButton
          content={() => bytes as Uint8Array<ArrayBuffer>}
          fileName={fileName}
          mimeType={fileType.mimeType}
          ariaLabel={`Download ${fileName}`}
        >
          {`Download ${fileName}`}
        </DownloadButton>
      }
      aside={
        previewUrl && (
          <img
            src={previewUrl}
            alt={`Preview: ${fileType.description}`}
            className="max-h-40 max-w-full self-start rounded border border-amber-300 bg-white object-contain dark:border-amber-800"
          />
        )
      }
    >
      <p className="text-sm break-words">{result.binaryReason}</p>
      <p className="text-sm">
        {shownAll
          ? 'The hex view shows every byte.'
          : `The hex view shows the first ${formatCount(result.hexBytesShown)} of ${formatCount(bytes.length)} bytes.`}{' '}
        Download the file for all of it ({fileType.mimeType}).
      </p>
    </Panel>
  );
}

/** A blob: URL for the bytes while they are shown, revoked when they change or leave the page. */
function useObjectUrl(bytes: Uint8Array | null, mimeType: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!bytes) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [bytes, mimeType]);
  return url;
}
