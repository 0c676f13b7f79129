import type { Detector } from '../../lib/detect';

/**
 * Text to reverse looks like any other text: no feature says "reverse me", and claiming every text would
 * push the tools that do recognise it down the list. The tool is listed for any text among the tools that
 * take text, after the suggestions.
 */
export const detect: Detector = () => null;
