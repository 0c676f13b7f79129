/**
 * The browser flows every converter screen (the kit's ConverterView) shares, written once and run for each
 * converter from its spec file: `describeConverterFlows(config)`. The spec keeps, beside that call, only
 * the tests about what its converter alone does.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { editorText, expect, fillEditor, test } from './fixtures';

/** A text given to the page as a file, by the file picker or by dropping it. */
interface TextFile {
  name: string;
  mimeType: string;
}

export interface ConverterFlowsConfig {
  /** The page, e.g. '/json-to-csv'. */
  path: string;
  /** The page's h1. */
  heading: string;
  /** The pane titles, which are also the editors' accessible names. */
  panes: { input: string; output: string };
  convertLabel: string;
  successMessage: string;
  sample: {
    /** A piece of the sample, to know Load Sample has filled the input. */
    excerpt: string;
    /** Checks the output pane's text after converting the sample. */
    checkOutput: (output: string) => void;
  };
  /** Input the converter refuses, and the pieces of its error message. */
  invalid: { input: string; errorFragments: readonly string[] };
  /**
   * A small input and its exact result as copied and downloaded, for Copy, Download, Clear and opening or
   * dropping `file`. The output pane shows the same result as lines, whatever its line breaks.
   */
  example: { input: string; output: string; file: TextFile };
  /** Copy and Download's accessible names are "Copy {outputLabel}" and "Download {outputLabel}". */
  outputLabel: string;
  copyToast: string;
  download: { fileName: string; mimeType: string };
  /** The 20 MB conversion that must run in the background without freezing the page. */
  large: {
    file: TextFile;
    /** The document is `prefix`, then records joined by `separator` up to 20 MB, then `suffix`. */
    prefix: string;
    record: (index: number) => string;
    separator: string;
    suffix: string;
    /** Sets the options the large conversion runs with, if any. */
    setOptions?: (page: Page) => Promise<void>;
    checkOutput: (output: string, recordCount: number) => void;
    /** How long the conversion may take; 60 s unless given. */
    conversionTimeout?: number;
    /**
     * The converter writes its output through the streaming text builder, so the page shows the start of it
     * while the rest is written. One that writes its output whole sends it in slices only once done, so it
     * may be in place before the page has drawn any of it.
     */
    streamsWhileWriting: boolean;
  };
}

const LARGE_INPUT_CHARACTERS = 20 * 1024 * 1024;
/** The main thread may not pause longer than this while a large conversion runs. */
const LONGEST_ALLOWED_PAUSE_MS = 1_500;

/** Opens the converter, recording the type of each downloaded blob, which the download event does not tell. */
export async function openConverter(
  page: Page,
  { path, panes }: Pick<ConverterFlowsConfig, 'path' | 'panes'>,
): Promise<void> {
  await page.addInitScript(() => {
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      (window as unknown as { blobTypes: string[] }).blobTypes = [
        ...((window as unknown as { blobTypes?: string[] }).blobTypes ?? []),
        (object as Blob).type,
      ];
      return create(object);
    };
  });
  await page.goto(path);
  await expect(page.getByRole('textbox', { name: panes.input })).toBeVisible();
}

function buildLargeInput({ prefix, record, separator, suffix }: ConverterFlowsConfig['large']): {
  text: string;
  recordCount: number;
} {
  const records: string[] = [];
  for (let size = prefix.length + suffix.length; size < LARGE_INPUT_CHARACTERS;) {
    const next = record(records.length);
    records.push(next);
    size += next.length + separator.length;
  }
  return { text: `${prefix}${records.join(separator)}${suffix}`, recordCount: records.length };
}

/** The editor holds lines, so a result's CRLF line breaks read back as LF. */
const asEditorLines = (text: string) => text.replace(/\r\n?/g, '\n');

export function describeConverterFlows(config: ConverterFlowsConfig): void {
  const { panes, example } = config;
  const successAlert = (page: Page) => page.getByText('Conversion Successful', { exact: true });
  const convert = (page: Page) => page.getByRole('button', { name: config.convertLabel }).click();
  const convertExample = async (page: Page) => {
    await fillEditor(page, panes.input, example.input);
    await convert(page);
  };

  test.describe(`${config.heading}: converter flows`, () => {
    test.beforeEach(({ page }) => openConverter(page, config));

    test('converts the sample', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: config.heading })).toBeVisible();
      await page.getByRole('button', { name: 'Load Sample' }).click();
      await expect.poll(() => editorText(page, panes.input)).toContain(config.sample.excerpt);
      await convert(page);
      await expect(successAlert(page)).toBeVisible();
      await expect(page.getByText(config.successMessage)).toBeVisible();
      config.sample.checkOutput(await editorText(page, panes.output));
    });

    test('invalid input shows the error, empties the output and keeps the input', async ({ page }) => {
      await fillEditor(page, panes.input, config.invalid.input);
      await convert(page);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Conversion Error');
      for (const fragment of config.invalid.errorFragments) await expect(alert).toContainText(fragment);
      await expect(successAlert(page)).toBeHidden();
      expect(await editorText(page, panes.output)).toBe('');
      expect(await editorText(page, panes.input)).toBe(config.invalid.input);
    });

    test(`copies the ${config.outputLabel}`, async ({ page }) => {
      await convertExample(page);
      await page.getByRole('button', { name: `Copy ${config.outputLabel}` }).click();
      await expect(page.getByText(config.copyToast)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(example.output);
    });

    test(`downloads ${config.download.fileName} as ${config.download.mimeType}`, async ({ page }) => {
      await convertExample(page);
      const downloadStarted = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download ${config.outputLabel}` }).click();
      const download = await downloadStarted;
      expect(download.suggestedFilename()).toBe(config.download.fileName);
      expect(await readFile((await download.path())!, 'utf8')).toBe(example.output);
      expect(await page.evaluate(() => (window as unknown as { blobTypes: string[] }).blobTypes)).toEqual([
        config.download.mimeType,
      ]);
    });

    test(`opens ${example.file.name} into the input`, async ({ page }) => {
      await page.locator('input[type=file]').setInputFiles({
        name: example.file.name,
        mimeType: example.file.mimeType,
        buffer: Buffer.from(example.input),
      });
      await expect.poll(() => editorText(page, panes.input)).toBe(example.input);
      await expect(
        page.getByText(`${example.input.length.toLocaleString('en-US')} characters`, { exact: true }),
      ).toBeVisible();
      await convert(page);
      await expect(successAlert(page)).toBeVisible();
      expect(await editorText(page, panes.output)).toBe(asEditorLines(example.output));
    });

    test('a file dropped on the input replaces its text', async ({ page }) => {
      await fillEditor(page, panes.input, 'old text');
      await page.getByRole('textbox', { name: panes.input }).evaluate(
        (target, file) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([file.text], file.name, { type: file.mimeType }));
          for (const type of ['dragenter', 'dragover', 'drop'])
            target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
        },
        { ...example.file, text: example.input },
      );
      await expect.poll(() => editorText(page, panes.input)).toBe(example.input);
      await convert(page);
      await expect.poll(() => editorText(page, panes.output)).toBe(asEditorLines(example.output));
    });

    test('Clear empties input, output and messages', async ({ page }) => {
      await convertExample(page);
      await expect(successAlert(page)).toBeVisible();
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => editorText(page, panes.input)).toBe('');
      expect(await editorText(page, panes.output)).toBe('');
      await expect(successAlert(page)).toBeHidden();
      await expect(page.getByRole('button', { name: `Copy ${config.outputLabel}` })).toBeHidden();
    });

    test('a 20 MB input is converted in the background while the page stays responsive', async ({ page }) => {
      const { large } = config;
      const conversionTimeout = large.conversionTimeout ?? 60_000;
      test.setTimeout(conversionTimeout + 30_000);
      const big = buildLargeInput(large);
      await page.locator('input[type=file]').setInputFiles({ ...large.file, buffer: Buffer.from(big.text) });
      await expect(page.getByText(`${big.text.length.toLocaleString('en-US')} characters`).first()).toBeVisible({
        timeout: 20_000,
      });
      await large.setOptions?.(page);

      // A heartbeat on the page: the longest gap between timer ticks shows whether the main thread froze.
      await page.evaluate(() => {
        const state = { last: performance.now(), maxGap: 0 };
        (window as unknown as { heartbeat: typeof state }).heartbeat = state;
        setInterval(() => {
          const now = performance.now();
          state.maxGap = Math.max(state.maxGap, now - state.last);
          state.last = now;
        }, 20);
      });
      const started = Date.now();
      await convert(page);
      await expect(page.getByRole('button', { name: 'Converting...' })).toBeDisabled();
      // The output arrives in slices, shown as they come: its start is on screen while the conversion goes on.
      if (large.streamsWhileWriting)
        await page.waitForFunction(
          () => {
            const converting = [...document.querySelectorAll('button')].some((button) =>
              button.textContent?.includes('Converting...'),
            );
            const output = document.querySelectorAll('[data-editor]')[1];
            return converting && output?.querySelector('.cm-placeholder') === null && output.textContent !== '';
          },
          undefined,
          { polling: 'raf', timeout: conversionTimeout },
        );
      await expect(successAlert(page)).toBeVisible({ timeout: conversionTimeout });
      // The conversion ran in the tool's worker, started as soon as input this large was in place.
      expect(page.workers().length).toBeGreaterThan(0);
      const converted = Date.now() - started;
      // Long text arrives in the output pane in slices, between which the page stays responsive.
      await expect(page.locator('[data-editor]').nth(1)).toHaveAttribute('aria-busy', 'false', {
        timeout: 30_000,
      });
      const shown = Date.now() - started;
      // Read before the test itself reads the whole output on the page's main thread.
      const maxGap = await page.evaluate(
        () => (window as unknown as { heartbeat: { maxGap: number } }).heartbeat.maxGap,
      );
      large.checkOutput(await editorText(page, panes.output), big.recordCount);
      console.info(
        `${config.path.slice(1)}, ${(big.text.length / 1048576).toFixed(1)} MB: converted in ${converted} ms, shown in ${shown} ms; longest main-thread pause ${maxGap.toFixed(0)} ms`,
      );
      expect(maxGap).toBeLessThan(LONGEST_ALLOWED_PAUSE_MS);
    });
  });
}
