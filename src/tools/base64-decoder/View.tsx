import { FileWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DownloadButton } from '../../kit/DownloadButton';
import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { Panel } from '../../kit/Panel';
import type { Base64Alphabet } from '../../lib/base64';
import { formatBytes, formatCount } from '../../lib/format';
import { SAMPLE_BASE64, isOnlyWhitespace, type Base64DecodeResult } from './core';
import { tasks } from './tasks';

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

const fileNameOf = (result: Base64DecodeResult | null) =>
  result ? `decoded.${result.fileType.extension}` : 'decoded.txt';

export default function Base64DecoderView() {
  return (
    <LiveTransformScreen
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="decodeBase64Input"
      args={(state) => [state.input]}
      sample={SAMPLE_BASE64}
      input={{
        title: 'Base64',
        placeholder: 'Paste Base64 or a data: URL here...',
        acceptFiles: '.txt,.b64,.base64,text/plain',
      }}
      output={({ run: { result } }) =>
        result?.kind === 'binary'
          ? {
              title: 'Decoded (hex view)',
              placeholder: 'The decoded text will appear here...',
              wrap: false,
              label: 'hex view',
              fileName: `${fileNameOf(result)}.hex.txt`,
            }
          : {
              title: 'Decoded',
              placeholder: 'The decoded text will appear here...',
              wrap: false,
              label: 'decoded text',
              fileName: fileNameOf(result),
              mimeType: `${result?.fileType.mimeType ?? 'text/plain'};charset=utf-8`,
            }
      }
      errorTitle={({ state }) => (isOnlyWhitespace(state.input) ? 'Nothing to decode' : 'Invalid Base64')}
      statistics={(result) => ({
        'Decoded size': formatBytes(result.bytes.length),
        Alphabet: ALPHABET_NAMES[result.alphabet],
        Padding: result.padded ? 'Yes' : 'None',
      })}
      below={({ run }) =>
        run.result?.kind === 'binary' && (
          <BinaryPanel result={run.result} fileName={fileNameOf(run.result)} stale={run.stale} />
        )
      }
    />
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
