import { defineOptions } from '../../lib/options-schema';

/** The recipe step's options: none yet, its one direction is Markdown → HTML (see step.ts). */
export const OPTIONS = defineOptions({});
