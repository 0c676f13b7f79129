/**
 * The messages between a tool and its preview frame (a srcdoc document sandboxed without allow-same-origin, so
 * it has an opaque origin and cannot reach the app's storage or DOM).
 *
 * Content travels as a tree of elements, never as HTML text: the frame runs under the app's
 * Content-Security-Policy, which refuses inline styles and handlers, and Chromium reports every one it meets
 * while parsing HTML text, even into an inert document. Built element by element, with styles applied
 * through the CSSOM, the preview shows exactly what was asked and the policy has nothing to refuse.
 */

/** A text node, or an element with its attributes, inline style (a declaration list) and children. */
export type PreviewNode =
  | string
  | {
      tag: string;
      /** For an element inside inline SVG or MathML. */
      namespace?: 'svg' | 'math';
      attributes?: Record<string, string>;
      /** The element's inline style, as in a style attribute: `color: red; padding: 4px`. */
      style?: string;
      children?: PreviewNode[];
    };

/** What a preview shows: the body's content and attributes, and a style sheet applied to the page. */
export interface PreviewContent {
  body: PreviewNode[];
  css: string;
  /** Attributes of the <body> element itself (a class, a dir). */
  bodyAttributes?: Record<string, string>;
  /** The <html> element's `lang` and `dir`. */
  lang?: string;
  dir?: string;
}

/** An element node, for trees written by hand: `element('div', { class: 'item' }, ['1'])`. */
export function element(
  tag: string,
  attributes: Record<string, string> = {},
  children: PreviewNode[] = [],
  style?: string,
): PreviewNode {
  return style === undefined ? { tag, attributes, children } : { tag, attributes, children, style };
}

/**
 * How the app hands its preview document the one channel they talk over: posted to the frame's window once,
 * at the frame's first load, with a MessagePort the app created. Every render and every answer then goes over
 * that port, so only the document the app wrote ever receives what the user typed: a page the frame might
 * navigate to gets no port, and the app throws away a frame that loads a second document.
 */
export const PORT_HANDOVER = 'devtoolbox-preview-port';

/** Sent over the port. */
export type MessageToFrame = { type: 'render'; id: number; content: PreviewContent };

/** Sent over the port. */
export type MessageFromFrame =
  | { type: 'ready' }
  | {
      type: 'rendered';
      /** The render this answers, so a late answer for an older content is recognised. */
      id: number;
      /** What the frame left out (scripts, external resources), one phrase each. */
      leftOut: string[];
      /** The height of the rendered document in CSS pixels. */
      height: number;
    }
  | { type: 'resized'; height: number };

export function isMessageFromFrame(data: unknown): data is MessageFromFrame {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';
}
