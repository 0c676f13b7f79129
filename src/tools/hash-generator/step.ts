import { defineStep } from '../../kit/tool-step';
import { encodeDigest, hashText } from './core';
import { STEP_OPTIONS } from './options';

/** The tool as a recipe step: the text's digest in one algorithm, in the chosen encoding. */
const step = defineStep(STEP_OPTIONS, (input, { algorithm, inputEncoding, outputEncoding }) => {
  const { digests } = hashText(input, [algorithm], { inputEncoding, key: '', keyEncoding: 'utf8' });
  return encodeDigest(digests[0]!.bytes, outputEncoding);
});

export default step;
