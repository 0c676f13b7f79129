import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { isMessageFromFrame, type MessageToFrame, type PreviewContent } from '../preview/protocol';

/**
 * Where a preview of generated or pasted HTML and CSS renders: preview.html in an iframe sandboxed without
 * allow-same-origin, so nothing in it can reach the app's page, storage or cookies. The frame gets its
 * content by message and answers when it has rendered it (src/preview/frame.ts).
 */
export const PREVIEW_FRAME_URL = `${import.meta.env.BASE_URL}preview.html`;

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
      src={PREVIEW_FRAME_URL}
      sandbox="allow-scripts"
      className={className}
      style={autoHeight && height !== null ? { ...style, height } : style}
      data-preview-ready={readyCount > 0 || undefined}
    />
  );
}
