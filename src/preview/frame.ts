/**
 * The preview frame's script (the srcdoc document of src/kit/SandboxedPreview.tsx). It builds the element tree
 * it is sent (src/preview/build.ts) and applies the CSS as a constructed style sheet: the CSSOM is not inline
 * style, so the app's Content-Security-Policy, which this page runs under too, has nothing to refuse.
 *
 * It talks to the app only over the MessagePort the app hands it at load (PORT_HANDOVER in protocol.ts), and
 * follows no link and submits no form (guard.ts): this document is the only one that ever sees a render.
 */
import { buildNodes, emptyLeftOut, isMessageToFrame, isPortHandover, leftOutPhrases } from './build';
import { guardNavigation } from './guard';
import type { MessageFromFrame, PreviewContent } from './protocol';

guardNavigation(window);

let port: MessagePort | null = null;

function post(message: MessageFromFrame) {
  port?.postMessage(message);
}

function render(content: PreviewContent): string[] {
  const leftOut = emptyLeftOut();
  const nodes = buildNodes(document, content.body, leftOut);
  const root = document.documentElement;
  root.lang = content.lang ?? '';
  root.dir = content.dir ?? '';
  for (const attribute of [...document.body.attributes]) document.body.removeAttribute(attribute.name);
  for (const [name, value] of Object.entries(content.bodyAttributes ?? {})) {
    if (!/^on/i.test(name) && name.toLowerCase() !== 'style') document.body.setAttribute(name, value);
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(content.css);
  document.adoptedStyleSheets = [sheet];
  document.body.replaceChildren(...nodes);
  return leftOutPhrases(leftOut);
}

const documentHeight = () => Math.ceil(document.documentElement.scrollHeight);

addEventListener('message', (event) => {
  // One port, from the parent, taken once: a port offered later, or by anyone else, is not listened to.
  if (port !== null || event.source !== window.parent || !isPortHandover(event.data) || event.ports.length !== 1)
    return;
  port = event.ports[0]!;
  port.onmessage = (message: MessageEvent) => {
    if (!isMessageToFrame(message.data)) return;
    const { id, content } = message.data;
    const leftOut = render(content);
    post({ type: 'rendered', id, leftOut, height: documentHeight() });
  };
  post({ type: 'ready' });
});

new ResizeObserver(() => post({ type: 'resized', height: documentHeight() })).observe(document.documentElement);
