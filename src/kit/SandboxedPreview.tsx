import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { isMessageFromFrame, type MessageToFrame, type PreviewContent } from '../preview/protocol';
// The frame's script, bundled on its own (as a worker would be): one self-contained file, hashed and
// precached like every other file of the build.
import frameScriptUrl from '../preview/frame.ts?worker&url';

/**
 * The document every preview renders in, given to an iframe sandboxed without allow-same-origin, so nothing
 * in it can reach the app's page, storage or cookies. It is a srcdoc document, not a page of its own: a
 * sandboxed frame's navigation never reaches the service worker, so a page would not load offline, while a
 * srcdoc document's script is fetched through it. Its only content is the script, which builds what the
 * tool sends (src/preview/frame.ts). The built script is loaded as a classic script (a module script from
 * the frame's opaque origin would need CORS); the dev server serves it as a module, with CORS for it.
 */
export const PREVIEW_DOCUMENT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title><script ${
  import.meta.env.DEV ? 'type="module"' : 'defer'
} src="${frameScriptUrl}"></script></head><body></body></html>`;

interface SandboxedPreviewProps {
  /** What to show: an element tree and CSS (src/preview/protocol.ts). Keep it memoised: a new object re-renders. */
  content: PreviewContent;
  /** The frame's accessible name ("Box shadow preview"). */
  title: string;
  className?: string;
  style?: CSSProperties;
  /** Grow the frame to its content's height (a table), instead of a fixed height set by className. */
  autoHeight?: boolean;
  /** Told what the frame left out of the HTML (scripts, external resources), after each render. */
  onLeftOut?: (leftOut: string[]) => void;
}

export function SandboxedPreview({ title, content, className, style, autoHeight, onLeftOut }: SandboxedPreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  /** How many times the frame has said it is ready: it says so again if the browser reloads it. */
  const [readyCount, setReadyCount] = useState(0);
  const [height, setHeight] = useState<number | null>(null);
  const renderId = useRef(0);
  const onLeftOutRef = useRef(onLeftOut);
  onLeftOutRef.current = onLeftOut;

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !isMessageFromFrame(event.data)) return;
      const message = event.data;
      if (message.type === 'ready') setReadyCount((count) => count + 1);
      else if (message.type === 'rendered') {
        if (message.id === renderId.current) onLeftOutRef.current?.(message.leftOut);
        setHeight(message.height);
      } else setHeight(message.height);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  useEffect(() => {
    if (readyCount === 0) return;
    renderId.current += 1;
    const message: MessageToFrame = { type: 'render', id: renderId.current, content };
    // The frame's origin is opaque, so it cannot be named; it checks that the message is from its parent.
    frame.current?.contentWindow?.postMessage(message, '*');
  }, [readyCount, content]);

  return (
    <iframe
      ref={frame}
      title={title}
      srcDoc={PREVIEW_DOCUMENT}
      sandbox="allow-scripts"
      className={className}
      style={autoHeight && height !== null ? { ...style, height } : style}
      data-preview-ready={readyCount > 0 || undefined}
    />
  );
}
