import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { Tool } from '../catalogue';
import { removeStorage } from '../lib/storage';
import { toolStateKey } from '../lib/tool-state-key';
import { LoadingBlock } from '../kit/Spinner';
import { ToolIdContext, ToolNameContext } from '../kit/tool-context';
import { createToolSession, ToolSessionContext, type ToolSession } from '../kit/tool-session';
import { useDocumentTitle } from '../kit/useDocumentTitle';
import { handOver } from '../state/handover';
import { toast } from '../state/toasts';
import { AboutTool } from './AboutTool';
import { ErrorBoundary } from './ErrorBoundary';
import { ShareButton } from './ShareButton';
import { ToolHeader } from './ToolHeader';
import { useToolDetails } from './useToolDetails';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per tool, made on first visit and kept, so revisits do not reload. */
function screenFor(tool: Tool) {
  let screen = screens.get(tool.id);
  if (!screen) {
    screen = lazy(tool.load);
    screens.set(tool.id, screen);
  }
  return screen;
}

const UNREADABLE_LINK = 'This link’s tool state could not be read, so the tool opens without it.';
const OVERSIZED_LINK = 'This link’s tool state is larger than 16 MB, so the tool opens without it.';

/**
 * A share link's state (`#share=…`), read before the screen starts so the screen opens with it. The fragment
 * is then taken out of the address, so a reload keeps the user's later edits rather than the link's state.
 * Returns whether the screen may start.
 */
function useStateFromLink(tool: Tool): boolean {
  const [value] = useState(() => {
    // The fragment ShareButton writes (lib/share-link's SHARE_PARAMETER), read without loading that module.
    const prefix = '#share=';
    return window.location.hash.startsWith(prefix) ? window.location.hash.slice(prefix.length) : null;
  });
  const [ready, setReady] = useState(value === null);
  useEffect(() => {
    if (value === null) return;
    let current = true;
    import('../lib/share-link')
      .then(async ({ decodeShare, ShareTooLarge }) => {
        try {
          const shared = await decodeShare(value);
          if (shared.toolId === tool.id) handOver(tool.id, shared.state);
          else toast.info(UNREADABLE_LINK, 6000);
        } catch (error) {
          toast.info(error instanceof ShareTooLarge ? OVERSIZED_LINK : UNREADABLE_LINK, 6000);
        }
      })
      .catch(() => toast.info(UNREADABLE_LINK, 6000))
      .finally(() => {
        if (!current) return;
        window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
        setReady(true);
      });
    return () => {
      current = false;
    };
  }, [tool.id, value]);
  return ready;
}

/** Ctrl+Enter (Cmd+Enter) runs the screen's primary action from anywhere on it, a field or an editor included. */
function usePrimaryShortcut(session: ToolSession) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      // A dialog over the page (the palette) has the keyboard.
      if (document.querySelector('dialog[open]')) return;
      if (!session.runPrimary()) return;
      event.preventDefault();
      event.stopPropagation();
    };
    // Capture, so the editor's own Ctrl+Enter (insert a line) does not run first.
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [session]);
}

/** A tool's page: the header from the catalogue at once, then its screen when its chunk has loaded. */
export function ToolRoute({ tool }: { tool: Tool }) {
  useDocumentTitle(tool.name);
  const Screen = screenFor(tool);
  const session = useMemo(() => createToolSession(tool.id), [tool.id]);
  const ready = useStateFromLink(tool);
  usePrimaryShortcut(session);
  const { details, settled } = useToolDetails(tool);
  // The screen's chunk loads beside the link and the details, not after them.
  useEffect(() => {
    tool.load().catch(() => undefined);
  }, [tool]);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <ToolHeader tool={tool} tagline={details?.tagline} actions={<ShareButton tool={tool} session={session} />} />
      <ToolIdContext.Provider value={tool.id}>
        <ToolNameContext.Provider value={tool.name}>
          <ToolSessionContext.Provider value={session}>
            {/* Keyed by tool, so a crash in one tool is forgotten when the user moves to another. */}
            <ErrorBoundary
              key={tool.id}
              name={tool.name}
              onStartOver={() => removeStorage(toolStateKey(tool.id), 'session')}
            >
              {!ready ? (
                <LoadingBlock label="Opening the shared link..." />
              ) : settled ? (
                <Suspense fallback={<LoadingBlock label={`Loading ${tool.name}...`} />}>
                  <Screen />
                </Suspense>
              ) : (
                <LoadingBlock label={`Loading ${tool.name}...`} />
              )}
            </ErrorBoundary>
          </ToolSessionContext.Provider>
        </ToolNameContext.Provider>
      </ToolIdContext.Provider>
      {details?.features && <AboutTool features={details.features} />}
    </div>
  );
}
