import type { Detector } from '../../lib/detect';

/** A mode as ls -l shows it: a type letter, then rwx three times with the special bits' s, S, t and T. */
const LISTING = /^[-dlcbps]?[-r][-w][-xsS][-r][-w][-xsS][-r][-w][-xtT]$/;
/** chmod's assignments that name who they are for: u=rwx,g=rx,o=rx, go-w, a+x. */
const ASSIGNMENTS = /^[ugoa]+[=+-][rwxst]*(?:[=+-][rwxst]*)*(?:,[ugoa]+[=+-][rwxst]*(?:[=+-][rwxst]*)*)*$/;
/** A chmod command with its mode. */
const COMMAND = /^chmod\s+(?:-[a-zA-Z]+\s+)*(?:[0-7]{3,4}|[ugoa]+[=+-][rwxXst,ugoa=+-]*)(?:\s|$)/;

/**
 * A Unix file mode written the ways only this tool reads: as ls shows it (-rwxr-xr-x, with at least one
 * permission letter), chmod assignments naming who (u=rwx,g=rx,o=rx) or a chmod command. A bare 755 is left
 * alone: three digits are far likelier a number.
 */
export const detect: Detector = (sample) => {
  const text = sample.trim();
  if (text.length > 200 || text.includes('\n')) return null;
  if (LISTING.test(text) && /[rwxsStT]/.test(text)) return { score: 0.9 };
  if (ASSIGNMENTS.test(text)) return { score: 0.85 };
  if (COMMAND.test(text)) return { score: 0.9 };
  return null;
};
