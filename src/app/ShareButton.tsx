import { Link2, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { Tool } from '../catalogue';
import { Button } from '../kit/Button';
import { DownloadButton } from '../kit/DownloadButton';
import type { ToolSession } from '../kit/tool-session';
import { copyText } from '../lib/clipboard';
import { formatBytes } from '../lib/format';
import { toast } from '../state/toasts';

/**
 * Copies a link that opens this tool with its input and options. The state travels in the URL fragment,
 * which is never sent to a server; secret fields are left out, and the button says so. State too large for
 * a link is offered as a download instead.
 */
export function ShareButton({ tool, session }: { tool: Tool; session: ToolSession }) {
  const descriptionId = useId();
  const [tooLarge, setTooLarge] = useState<{ size: string; json: string } | null>(null);

  const share = async () => {
    const current = session.state;
    if (!current) return;
    // Loaded on first use: most visits never share.
    const [
      { encodeShare, SHARE_INFLATED_LIMIT, SHARE_LIMIT_BYTES, SHARE_PARAMETER },
      { fieldsLeftOutOfLink, publicState, spokenFields },
    ] = await Promise.all([import('../lib/share-link'), import('../lib/tool-state')]);
    const { rules } = current;
    const state = publicState(current.state, rules, 'link');
    const { value, bytes, inflatedBytes } = await encodeShare({ toolId: tool.id, state });
    // A link that would not open (lib/share-link refuses to inflate past its limit) is never made.
    const size =
      bytes > SHARE_LIMIT_BYTES
        ? `${formatBytes(bytes)} compressed, and a link holds up to ${formatBytes(SHARE_LIMIT_BYTES)}`
        : inflatedBytes > SHARE_INFLATED_LIMIT
          ? `${formatBytes(inflatedBytes)} of state, and a link holds up to ${formatBytes(SHARE_INFLATED_LIMIT)}`
          : null;
    if (size) {
      setTooLarge({ size, json: JSON.stringify({ tool: tool.id, state }, null, 2) });
      return;
    }
    setTooLarge(null);
    const url = `${window.location.origin}${window.location.pathname}#${SHARE_PARAMETER}=${value}`;
    if (!(await copyText(url))) {
      toast.error('Failed to copy to clipboard');
      return;
    }
    const sentence = (fields: readonly string[], verb: string) =>
      fields.length > 0 ? ` The ${spokenFields(fields, rules)} ${fields.length > 1 ? 'are' : 'is'} ${verb}.` : '';
    const leftOut = fieldsLeftOutOfLink(current.state, rules);
    const included = Object.keys(rules.linkOnlyWith ?? {}).filter((field) => !leftOut.includes(field));
    const redacted = Object.keys(rules.redact ?? {});
    const blanked = redacted.length > 0 ? ` Credentials in the ${spokenFields(redacted, rules)} are blanked.` : '';
    toast.success(
      `Share link copied to clipboard!${sentence(leftOut, 'left out')}${sentence(included, 'included, as you chose')}${blanked}`,
      5000,
    );
  };

  // On a phone the button starts the header's action row, so the notice opens to its right; beside the
  // heading (from 640 px) it opens to its left.
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
          className="absolute top-full left-0 z-20 mt-2 flex w-72 max-w-[calc(100vw-2rem)] sm:right-0 sm:left-auto flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 shadow-lg dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          <div className="flex items-start justify-between gap-2">
            <p>Too large for a link: {tooLarge.size}. Download the state instead.</p>
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
