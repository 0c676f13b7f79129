import { defineOptions } from '../../lib/options-schema';

/** Base64 Decoder takes no options: it reads the alphabet, padding and data: URL from the input. */
export const OPTIONS = defineOptions({});
