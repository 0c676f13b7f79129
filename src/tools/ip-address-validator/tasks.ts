import { checkBatch, type BatchOptions } from '../../lib/validation';
import { analyseIp, checkIp, readRangeList, type IpOptions } from './core';

/** The tool's work, declared once: the screen runs it for small input, worker.ts serves it for large input. */
export const tasks = {
  analyseIp,
  checkBatch: (text: string, options: BatchOptions, { ranges }: IpOptions) => {
    const rangeList = readRangeList(ranges);
    return checkBatch(text, options, (value) => checkIp(value, rangeList));
  },
};
