import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { isMessageFromFrame, PORT_HANDOVER, type MessageToFrame, type PreviewContent } from '../preview/protocol';
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

/**
 * A preview frame. Should it ever load a second document (the frame navigated, which nothing in it is let
 * do), that frame is thrown away and a new one written in its place: whatever page it loaded never receives a
 * render, and the user sees the preview again.
 */
export function SandboxedPreview(props: SandboxedPreviewProps) {
  const [generation, setGeneration] = useState(0);
  const replace = useCallback(() => setGeneration((count) => count + 1), []);
  return <PreviewFrame key={generation} {...props} onSecondLoad={replace} />;
}

function PreviewFrame({
  title,
  content,
  className,
  style,
  autoHeight,
  onLeftOut,
  onSecondLoad,
}: SandboxedPreviewProps & { onSecondLoad: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const loads = useRef(0);
  /** This side of the channel to the frame's document, once it is handed over. */
  const [port, setPort] = useState<MessagePort | null>(null);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const renderId = useRef(0);
  const onLeftOutRef = useRef(onLeftOut);
  onLeftOutRef.current = onLeftOut;

  useEffect(() => () => port?.close(), [port]);

  const loaded = () => {
    loads.current += 1;
    const frameWindow = frame.current?.contentWindow;
    if (!frameWindow) return;
    if (loads.current > 1) {
      onSecondLoad();
      return;
    }
    // The first load is the document written here (srcdoc), whose script has run (it is deferred): the only
    // one given the port. The frame's origin is opaque, so it cannot be named; what is posted to '*' here
    // is the port alone, never content.
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent) => {
      if (!isMessageFromFrame(event.data)) return;
      const message = event.data;
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'rendered') {
        if (message.id === renderId.current) onLeftOutRef.current?.(message.leftOut);
        setHeight(message.height);
      } else setHeight(message.height);
    };
    frameWindow.postMessage(PORT_HANDOVER, '*', [channel.port2]);
    setPort(channel.port1);
  };

  useEffect(() => {
    if (port === null) return;
    renderId.current += 1;
    const message: MessageToFrame = { type: 'render', id: renderId.current, content };
    port.postMessage(message);
  }, [port, content]);

  return (
    <iframe
      ref={frame}
      title={title}
      srcDoc={PREVIEW_DOCUMENT}
      sandbox="allow-scripts"
      onLoad={loaded}
      className={className}
      style={autoHeight && height !== null ? { ...style, height } : style}
      data-preview-ready={ready || undefined}
    />
  );
}
