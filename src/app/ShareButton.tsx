import { Link2, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { Tool } from '../catalogue';
import { Button } from '../kit/Button';
import { DownloadButton } from '../kit/DownloadButton';
import type { ToolSession } from '../kit/tool-session';
import { copyText } from '../lib/clipboard';
import { formatBytes } from '../lib/format';
import { toast } from '../state/toasts';

/** Field names as a reader would say them: "key", "secret key" from "secretKey". */
const spelledOut = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const fieldList = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * Copies a link that opens this tool with its input and options. The state travels in the URL fragment,
 * which is never sent to a server; secret fields are left out, and the button says so. State too large for
 * a link is offered as a download instead.
 */
export function ShareButton({ tool, session }: { tool: Tool; session: ToolSession }) {
  const descriptionId = useId();
  const [tooLarge, setTooLarge] = useState<{ bytes: number; limit: number; json: string } | null>(null);

  const share = async () => {
    const current = session.state;
    if (!current) return;
    // Loaded on first use: most visits never share.
    const [{ encodeShare, SHARE_LIMIT_BYTES, SHARE_PARAMETER }, { publicState }] = await Promise.all([
      import('../lib/share-link'),
      import('../lib/tool-state'),
    ]);
    const state = publicState(current.state, current.rules);
    const secrets = (current.rules.secret ?? []).map(String);
    const { value, bytes } = await encodeShare({ toolId: tool.id, state });
    if (bytes > SHARE_LIMIT_BYTES) {
      setTooLarge({ bytes, limit: SHARE_LIMIT_BYTES, json: JSON.stringify({ tool: tool.id, state }, null, 2) });
      return;
    }
    setTooLarge(null);
    const url = `${window.location.origin}${window.location.pathname}#${SHARE_PARAMETER}=${value}`;
    if (!(await copyText(url))) {
      toast.error('Failed to copy to clipboard');
      return;
    }
    const names: Partial<Record<string, string>> = current.rules.names ?? {};
    const spoken = (fields: readonly string[]) =>
      fieldList.format(fields.map((field) => names[field] ?? spelledOut(field)));
    const leftOut = secrets.length > 0 ? ` The ${spoken(secrets)} ${secrets.length > 1 ? 'are' : 'is'} left out.` : '';
    const redacted = Object.keys(current.rules.redact ?? {});
    const blanked = redacted.length > 0 ? ` Credentials in the ${spoken(redacted)} are blanked.` : '';
    toast.success(`Share link copied to clipboard!${leftOut}${blanked}`, 5000);
  };

  return (
    <div className="relative">
      <Button
        size="sm"
        aria-describedby={descriptionId}
        icon={<Link2 className="h-4 w-4" aria-hidden="true" />}
        onClick={() => void share()}
      >
        Share
      </Button>
      <span id={descriptionId} className="sr-only">
        Copies a link that opens this tool with its input and options. The link keeps them in its fragment, which is
        never sent to a server, and never holds a key, password or other secret.
      </span>
      {tooLarge && (
        <div
          role="status"
          className="absolute top-full right-0 z-20 mt-2 flex w-72 flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 shadow-lg dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          <div className="flex items-start justify-between gap-2">
            <p>
              Too large for a link: {formatBytes(tooLarge.bytes)} compressed, and a link holds up to{' '}
              {formatBytes(tooLarge.limit)}. Download the state instead.
            </p>
            <Button
              size="sm"
              variant="ghost"
              aria-label="Close"
              icon={<X className="h-4 w-4" aria-hidden="true" />}
              onClick={() => setTooLarge(null)}
            />
          </div>
          <DownloadButton
            content={tooLarge.json}
            fileName={`${tool.id}-state.json`}
            mimeType="application/json"
            ariaLabel="Download the state"
          />
        </div>
      )}
    </div>
  );
}
