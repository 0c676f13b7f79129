import { useEffect, useRef } from 'react';

/** How long a message must stay the same before it is spoken: a live tool's verdict is read once typing pauses. */
export const LIVE_TEXT_DELAY = 500;

/**
 * A polite live region that a screen reader hears: visually hidden, and in the page before its text changes
 * (it mounts empty and is filled once the message has held for `delay` ms), so even the first verdict is
 * announced, and a verdict that flips with every keystroke is read once, when the typing pauses. The same
 * message is not read again. Absolutely positioned, so it takes no room in a flex or grid layout.
 *
 * The text is put in through the DOM rather than React state, so a pending announcement never re-renders
 * the screen (nor warns in tests that an update came outside `act`).
 */
export function LiveText({ message, delay = LIVE_TEXT_DELAY }: { message: string; delay?: number }) {
  const region = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = region.current;
      if (element && element.textContent !== message) element.textContent = message;
    }, delay);
    return () => clearTimeout(timer);
  }, [message, delay]);
  return <span ref={region} className="sr-only" aria-live="polite" aria-atomic="true" data-live-region />;
}
