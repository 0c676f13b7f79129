import type { Detector } from '../../lib/detect';

/** The generator takes no text: nothing pasted is for it (a password to check is the strength validator's). */
export const detect: Detector = () => null;
