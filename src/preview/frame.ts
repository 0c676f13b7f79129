/**
 * The preview frame's script (the srcdoc document of src/kit/SandboxedPreview.tsx). It builds the element tree it is sent (src/preview/build.ts)
 * and applies the CSS as a constructed style sheet: the CSSOM is not inline style, so the app's
 * Content-Security-Policy, which this page runs under too, has nothing to refuse.
 */
import { buildNodes, emptyLeftOut, isMessageToFrame, leftOutPhrases } from './build';
import type { MessageFromFrame, PreviewContent } from './protocol';

function post(message: MessageFromFrame) {
  // The parent is the app; from a sandboxed frame it has no origin this page could name, hence '*'.
  window.parent.postMessage(message, '*');
}

/** Follows no link and submits no form: either would load another page into the preview. */
document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('a[href], area[href]')) event.preventDefault();
});
document.addEventListener('submit', (event) => event.preventDefault());

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
  if (event.source !== window.parent || !isMessageToFrame(event.data)) return;
  const { id, content } = event.data;
  const leftOut = render(content);
  post({ type: 'rendered', id, leftOut, height: documentHeight() });
});

new ResizeObserver(() => post({ type: 'resized', height: documentHeight() })).observe(document.documentElement);
post({ type: 'ready' });
