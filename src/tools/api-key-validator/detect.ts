import { sampleHead, type Detector } from '../../lib/detect';
import { formatOf } from './formats';

/** Formats other tools own (a JWT is the JWT decoder's) or that are too plain to claim (a UUID). */
const LEFT_TO_OTHERS = new Set(['jwt', 'uuid']);

/**
 * A lone API key or token whose prefix names its provider (ghp_, sk_live_, AKIA, xoxb-, glpat-...): those
 * prefixes exist so that scanners can tell keys at a glance, so one on its own is unmistakably for this tool.
 * Text with more in it (a config file) is left to the text and data tools: the scan takes it from a paste.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated, 1024);
  const value = sample.trim();
  if (truncated || value.length < 16 || /\s/.test(value)) return null;
  const found = formatOf(value);
  if (!found || LEFT_TO_OTHERS.has(found.format.id)) return null;
  return { score: 0.9 };
};
