import { describeConverterFlows, openConverter } from '../converter-flows';
import { editorText, expect, fillEditor, test } from '../fixtures';

const SAMPLE_RESULT = [
  {
    id: '1',
    name: 'John Doe',
    email: 'john.doe@example.com',
    zip: '02134',
    age: '30',
    department: 'Engineering',
    salary: '75000',
    isActive: 'true',
  },
  {
    id: '2',
    name: 'Jane Smith',
    email: 'jane.smith@example.com',
    zip: '10001',
    age: '28',
    department: 'Marketing',
    salary: '65000',
    isActive: 'true',
  },
  {
    id: '3',
    name: 'Johnson, Bob',
    email: 'bob.johnson@example.com',
    zip: '08540',
    age: '35',
    department: 'Sales',
    salary: '55000',
    isActive: 'false',
  },
  {
    id: '4',
    name: 'Alice "Al" Brown',
    email: 'alice.brown@example.com',
    zip: '94105',
    age: '41',
    department: 'Engineering',
    salary: '98000.50',
    isActive: 'true',
  },
];

const CSV_TO_JSON_PAGE = { path: '/csv-to-json', panes: { input: 'CSV Input', output: 'JSON Output' } };

describeConverterFlows({
  ...CSV_TO_JSON_PAGE,
  heading: 'CSV to JSON Converter',
  convertLabel: 'Convert to JSON',
  successMessage: 'CSV data converted to JSON format',
  sample: {
    excerpt: 'id,name,email,zip,age,department,salary,isActive',
    checkOutput: (output) => expect(output).toBe(JSON.stringify(SAMPLE_RESULT, null, 2)),
  },
  invalid: {
    input: 'name,age\nAda,36\nGrace\nLinus,"54',
    errorFragments: [
      'Row 3 (line 3): Too few fields: expected 2 fields but parsed 1',
      'Row 4 (line 4, column 7): Quoted field unterminated',
    ],
  },
  // Quoted fields may hold the delimiter and quotes; by default every value stays a string.
  example: {
    input: 'name,note,zip\n"Johnson, Bob","says ""hi""",08123\nAda,,1',
    output: JSON.stringify(
      [
        { name: 'Johnson, Bob', note: 'says "hi"', zip: '08123' },
        { name: 'Ada', note: '', zip: '1' },
      ],
      null,
      2,
    ),
    file: { name: 'people.csv', mimeType: 'text/csv' },
  },
  outputLabel: 'JSON output',
  copyToast: 'JSON output copied to clipboard!',
  download: { fileName: 'converted-data.json', mimeType: 'application/json' },
  large: {
    streamsWhileWriting: true,
    file: { name: 'big.csv', mimeType: 'text/csv' },
    prefix: 'id,name,city,note\r\n',
    record: (index) => `${9007199254740993n + BigInt(index)},User ${index},City ${index % 100},"says ""hi"", twice"`,
    separator: '\r\n',
    suffix: '',
    setOptions: (page) => page.getByRole('checkbox', { name: 'Typed values' }).check(),
    checkOutput: (output, recordCount) => {
      expect(
        output.startsWith(
          '[\n  {\n    "id": 9007199254740993,\n    "name": "User 0",\n    "city": "City 0",\n    "note": "says \\"hi\\", twice"\n  },\n',
        ),
      ).toBe(true);
      expect(output.split('\n')).toHaveLength(recordCount * 6 + 2);
    },
  },
});

test.describe('CSV to JSON options', () => {
  test.beforeEach(({ page }) => openConverter(page, CSV_TO_JSON_PAGE));

  test('the sample converts as the page says: strings by default, numbers and booleans with Typed values', async ({
    page,
  }) => {
    const typed = page.getByRole('checkbox', { name: 'Typed values' });
    await expect(typed).not.toBeChecked();
    await expect(typed).toHaveAccessibleDescription(/^Off: every value stays a string, as written \(30 gives "30"/);
    // The page says so in its About text, under the work area.
    await page.locator('summary', { hasText: 'About this tool' }).click();
    await expect(page.getByText(/^Values stay strings unless Typed values is ticked/)).toBeVisible();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect.poll(() => editorText(page, 'JSON Output')).toContain('"zip": "02134",\n    "age": "30",');

    await typed.check();
    await expect(typed).toHaveAccessibleDescription(/^On: numbers and booleans become JSON numbers and booleans/);
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect.poll(() => editorText(page, 'JSON Output')).toContain('"zip": "02134",\n    "age": 30,');
    expect(await editorText(page, 'JSON Output')).toContain('"salary": 75000,\n    "isActive": true');
  });

  test('typed values and a chosen delimiter', async ({ page }) => {
    await fillEditor(page, 'CSV Input', 'id;zip;price;ok\n12345678901234567890;08123;1,5;true');
    await page.getByRole('combobox', { name: 'Delimiter' }).selectOption({ label: 'Semicolon (;)' });
    await page.getByRole('checkbox', { name: 'Typed values' }).check();
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
    expect(await editorText(page, 'JSON Output')).toBe(
      '[\n  {\n    "id": 12345678901234567890,\n    "zip": "08123",\n    "price": "1,5",\n    "ok": true\n  }\n]',
    );
  });
});

test.describe('CSV to JSON defects fixed', () => {
  test.beforeEach(({ page }) => openConverter(page, CSV_TO_JSON_PAGE));

  test('a header with no data rows is refused, and the header line is marked', async ({ page }) => {
    await fillEditor(page, 'CSV Input', 'name,age');
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect(page.getByRole('alert')).toContainText('The input has a header row and no data rows');
    await expect(page.getByText('Conversion Successful', { exact: true })).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'CSV Input' }).locator('.cm-errorLine')).toHaveText('name,age');
    expect(await editorText(page, 'JSON Output')).toBe('');
  });

  test('the first malformed row is marked in the input', async ({ page }) => {
    await fillEditor(page, 'CSV Input', 'name,age\nAda,36\nGrace\nLinus,54');
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect(page.getByRole('alert')).toContainText('Row 3 (line 3): Too few fields');
    await expect(page.getByRole('textbox', { name: 'CSV Input' }).locator('.cm-errorLine')).toHaveText('Grace');
    await page.getByRole('button', { name: 'Go to the error at line 3, column 1' }).click();
    await expect(page.getByRole('textbox', { name: 'CSV Input' })).toBeFocused();
  });

  test('auto-detection is not misled by semicolons inside quoted fields', async ({ page }) => {
    await fillEditor(page, 'CSV Input', 'id,tags\n1,"a;b;c"\n2,"d;e"');
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
    expect(JSON.parse(await editorText(page, 'JSON Output'))).toEqual([
      { id: '1', tags: 'a;b;c' },
      { id: '2', tags: 'd;e' },
    ]);
  });
});
