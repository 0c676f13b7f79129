import type { Detector } from '../../lib/detect';

/**
 * Which pasted text is for this tool. As generated it recognises none, so the tool is only listed among
 * the tools that take any text (its sample is a row of CONTRIVED_TEXT_SAMPLES in
 * src/catalogue/detection.test.ts). Make it score what only this tool's input has: at most 0.4 for a
 * feature of any text, more for a kind of data, and null for text the tool cannot help with. The policy is
 * at the top of that test; detect.test.ts holds this detector to its own rows.
 */
export const detect: Detector = () => null;
