import { checkBatch, type BatchOptions } from '../../lib/validation';
import { analyseUserAgent, checkUserAgent, loadBowser, rememberingParser, type ReadAs } from './core';

/** The tool's work, declared once: the screen runs it for small input, worker.ts serves it for large input. */
export const tasks = {
  analyseUserAgent: async (input: string, readAs: ReadAs) => analyseUserAgent(await loadBowser(), input, readAs),
  /** `logLines`: each line is an access-log line whose last quoted field is the User-Agent. */
  checkBatch: async (text: string, options: BatchOptions, logLines: boolean) => {
    const bowser = rememberingParser(await loadBowser());
    return checkBatch(text, options, (value) => checkUserAgent(bowser, value, logLines));
  },
};
