/**
 * What jsdom leaves out of the browser and the shell relies on, filled in as a browser behaves:
 * - modal dialogs: `showModal` and `close`; a closed dialog's content is not rendered, so it cannot take
 *   focus; opening one focuses its first focusable element (the HTML "dialog focusing steps"); Escape asks
 *   the topmost one to close with a cancelable `cancel` event;
 * - `isContentEditable`, which tells an editor from the rest of the page.
 * Each is installed only where missing, so a jsdom that gains them is used as it is.
 */
export function fillBrowserGaps(): void {
  fillDialog();
  fillContentEditable();
}

const SEQUENTIALLY_FOCUSABLE =
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex], [contenteditable]:not([contenteditable="false"])';

function fillDialog(): void {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal === 'function') return;

  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusUnlessHidden(this: HTMLElement, options?: FocusOptions) {
    if (this.closest('dialog:not([open])')) return;
    focus.call(this, options);
  };

  const modals: HTMLDialogElement[] = [];
  const topModal = () => modals.filter((element) => element.isConnected && element.open).at(-1);
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    const control =
      this.querySelector<HTMLElement>('[autofocus]') ??
      [...this.querySelectorAll<HTMLElement>(SEQUENTIALLY_FOCUSABLE)].find((element) => element.tabIndex >= 0) ??
      this;
    control.focus();
  };
  dialog.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const index = modals.indexOf(this);
    if (index !== -1) modals.splice(index, 1);
  };
  // A browser handles Escape after the page has seen the key: unless the page prevented it, the topmost
  // modal dialog gets a cancelable `cancel` event, and closes unless that is prevented too.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = topModal();
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

function fillContentEditable(): void {
  if ('isContentEditable' in HTMLElement.prototype) return;
  Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
    configurable: true,
    get(this: HTMLElement) {
      const host = this.closest('[contenteditable]');
      return host !== null && host.getAttribute('contenteditable') !== 'false';
    },
  });
}
