import { contentLines, sampleHead, shareOf, type Detector } from '../../lib/detect';

/** A Markdown table's delimiter row: `| --- | :---: |`, with or without the outer pipes. */
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

const tabsIn = (line: string) => line.split('\t').length - 1;
const commasIn = (line: string) => line.split(',').length - 1;

/**
 * A table to edit: a Markdown table (a row of pipes over a `---` delimiter row) 0.9; an HTML <table> 0.7;
 * cells copied from a spreadsheet (two rows or more, every row with the same number of tabs) 0.6; CSV only
 * 0.4, since CSV is first csv-to-json's.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  const lines = contentLines(sample, truncated).slice(0, 200);
  if (lines.length >= 2 && lines[0]!.includes('|') && lines[1]!.includes('-') && DELIMITER_ROW.test(lines[1]!)) {
    const delimiterCells = lines[1]!
      .replace(/^\s*\|/, '')
      .replace(/\|\s*$/, '')
      .split('|').length;
    const rows = lines.slice(2);
    if (shareOf(rows, (line) => line.includes('|')) === 1 || rows.length === 0) {
      return delimiterCells >= 1 ? { score: 0.9 } : null;
    }
  }
  if (/<table[\s>]/i.test(sample) && /<t[dh][\s>]/i.test(sample)) {
    return { score: /^\s*<(?:!doctype|html)/i.test(sample) ? 0.5 : 0.7 };
  }
  if (lines.length >= 2) {
    const tabs = tabsIn(lines[0]!);
    if (tabs >= 1 && lines.every((line) => tabsIn(line) === tabs)) return { score: 0.6 };
    const commas = commasIn(lines[0]!);
    if (commas >= 1 && lines.every((line) => commasIn(line) === commas) && !/[.!?]\s/.test(sample)) {
      return { score: 0.4 };
    }
  }
  return null;
};
