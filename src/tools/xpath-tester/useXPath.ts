import { useEffect, useRef, useState } from 'react';
import { liveDelay } from '../../kit';
import { LIVE_RUN, usePrimaryAction } from '../../kit/tool-session';
import { detectMode, testXPath, type XPathMode, type XPathReport } from './core';

export interface Outcome {
  key: string;
  report: XPathReport | null;
  failure: string | null;
}

/**
 * Runs the expression as the user types, debounced by the document's size. XPath needs a DOM, which workers
 * do not have, so it runs here on the page; large documents wait until `enabled`, and slow expressions
 * until `allowSlow` (the report says so in `slow`).
 */
export function useXPath(input: string, expression: string, mode: XPathMode, enabled: boolean, allowSlow: boolean) {
  const key = JSON.stringify([input.length, expression, mode, allowSlow]) + input;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [runNow, setRunNow] = useState(0);
  // Ctrl+Enter runs at once instead of after the typing pause.
  const runAtOnce = useRef(false);
  usePrimaryAction(
    enabled
      ? () => {
          runAtOnce.current = true;
          setRunNow((count) => count + 1);
        }
      : null,
    LIVE_RUN,
  );

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const delay = runAtOnce.current ? 0 : liveDelay(input.length);
    runAtOnce.current = false;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          // parse5 places the nodes of an HTML document: it is loaded only when one is read.
          const readAs = mode === 'auto' ? detectMode(input) : mode;
          const locateHtml = readAs === 'html' ? (await import('./html-ranges')).htmlRanges : undefined;
          if (cancelled) return;
          setOutcome({ key, report: testXPath(input, expression, { mode, allowSlow }, locateHtml), failure: null });
        } catch (error) {
          if (!cancelled)
            setOutcome({ key, report: null, failure: error instanceof Error ? error.message : String(error) });
        }
      })();
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // `key` stands for input, expression and mode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, runNow]);

  const shown = enabled ? outcome : null;
  return { report: shown?.report ?? null, failure: shown?.failure ?? null, stale: shown !== null && shown.key !== key };
}
