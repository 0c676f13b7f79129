/**
 * Keeps the preview frame on its own document. The frame is sandboxed (no top navigation, no popups, no
 * forms), but it may always navigate itself, and its policy lets frames load any https: page (the responsive
 * checker's URL mode): a followed link would put another site's page where the app sends each render. So
 * nothing in the frame is followed or submitted, whatever its namespace, however its address was given, and
 * whether it is activated by the mouse or the keyboard (Enter on a link is a click).
 */
// Imports nothing: this module is part of the preview page's own script (see frame.ts).

const XLINK = 'http://www.w3.org/1999/xlink';

/** Whether activating `element` would follow a link or submit a form. */
export function opensSomething(element: Element): boolean {
  // Any <a> or <area>, of any namespace, address or none: an SVG <a> whose address an animation sets has no
  // href attribute at all.
  if (element.localName === 'a' || element.localName === 'area') return true;
  // A <use> draws a link from elsewhere in the page in its shadow tree, where a click's path from here ends
  // at the <use> itself; and MathML once had href on any element.
  if (element.hasAttribute('href') || element.hasAttributeNS(XLINK, 'href')) return true;
  // Chromium refuses a sandboxed frame's submission before any submit event, with a console error: the
  // click that would start it is stopped instead.
  if (element instanceof HTMLButtonElement) return element.type === 'submit' && element.form !== null;
  if (element instanceof HTMLInputElement)
    return (element.type === 'submit' || element.type === 'image') && element.form !== null;
  return false;
}

/** Whether the event's default action would follow a link or submit a form. */
export function opensFromPath(event: Event): boolean {
  return event.composedPath().some((target) => target instanceof Element && opensSomething(target));
}

/** Stops, in `window`, every click, middle click, Enter and submission that would load another document. */
export function guardNavigation(window: Window): void {
  const stop = (event: Event) => {
    if (opensFromPath(event)) event.preventDefault();
  };
  // Capturing, on the window: before anything in the page could see the event.
  window.addEventListener('click', stop, true);
  window.addEventListener('auxclick', stop, true);
  window.addEventListener(
    'keydown',
    (event) => {
      // Enter in a form's text field submits the form (implicit submission); a textarea takes it as a new line.
      if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.form !== null)
        event.preventDefault();
    },
    true,
  );
  window.addEventListener('submit', (event) => event.preventDefault(), true);
}
