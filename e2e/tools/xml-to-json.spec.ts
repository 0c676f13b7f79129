import { describeConverterFlows, openConverter } from '../converter-flows';
import { editorText, expect, fillEditor, test } from '../fixtures';

const XML_TO_JSON_PAGE = { path: '/xml-to-json', panes: { input: 'XML Input', output: 'JSON Output' } };

describeConverterFlows({
  ...XML_TO_JSON_PAGE,
  heading: 'XML to JSON Converter',
  convertLabel: 'Convert to JSON',
  successMessage: 'XML document converted to JSON format',
  // Attributes merged, repeated elements as arrays, text kept as strings.
  sample: {
    excerpt: '<catalog xmlns:media="http://example.com/media"',
    checkOutput: (output) => {
      const { catalog } = JSON.parse(output);
      expect(catalog.store).toMatchObject({ id: 'ST-001', currency: 'EUR', name: 'Northwind Books & Music' });
      expect(catalog.products.product).toHaveLength(2);
      expect(catalog.products.product[0].isbn).toBe('0020201616224');
      expect(catalog.products.product[0].authors.author).toEqual(['David Thomas', 'Andrew Hunt']);
      expect(catalog.products.product[1].authors.author).toBe('Miles Davis');
    },
  },
  invalid: {
    input: '<order>\n  <item>a</item>\n  <item>b</itm>\n</order>',
    errorFragments: [
      "Invalid XML: Expected closing tag 'item' (opened at line 3, column 3) instead of closing tag 'itm' at line 3, column 10",
    ],
  },
  // Pretty JSON with 2-space indentation; an element with attributes keeps its text under "#text".
  example: {
    input:
      '<?xml version="1.0"?>\n<order id="42">\n  <zip>007</zip>\n  <item sku="A">Tea &amp; cake</item>\n  <item sku="B">Coffee</item>\n</order>',
    output: JSON.stringify(
      {
        order: {
          id: '42',
          zip: '007',
          item: [
            { sku: 'A', '#text': 'Tea & cake' },
            { sku: 'B', '#text': 'Coffee' },
          ],
        },
      },
      null,
      2,
    ),
    file: { name: 'order.xml', mimeType: 'application/xml' },
  },
  outputLabel: 'JSON output',
  copyToast: 'JSON output copied to clipboard!',
  download: { fileName: 'converted-data.json', mimeType: 'application/json' },
  large: {
    // Written by JSON.stringify, three times faster than the streaming writer, and sent once done.
    streamsWhileWriting: false,
    file: { name: 'big.xml', mimeType: 'application/xml' },
    prefix: '<?xml version="1.0" encoding="UTF-8"?>\n<users>\n',
    record: (index) =>
      `  <user id="${9007199254740993n + BigInt(index)}">\n    <name>User ${index} &amp; co</name>\n    <zip>0${index % 10000}</zip>\n    <tag>a</tag>\n    <tag>b</tag>\n  </user>\n`,
    separator: '',
    suffix: '</users>\n',
    conversionTimeout: 90_000,
    checkOutput: (output, recordCount) => {
      expect(
        output.startsWith(
          '{\n  "users": {\n    "user": [\n      {\n        "id": "9007199254740993",\n        "name": "User 0 & co",\n        "zip": "00",\n',
        ),
      ).toBe(true);
      expect(output.match(/"id": /g)).toHaveLength(recordCount);
    },
  },
});

test.describe('XML to JSON entities', () => {
  test.beforeEach(({ page }) => openConverter(page, XML_TO_JSON_PAGE));

  test('an external entity is refused without any request, and nested entities do not blow up', async ({ page }) => {
    await fillEditor(
      page,
      'XML Input',
      '<!DOCTYPE a [<!ENTITY xxe SYSTEM "http://example.com/secret">]>\n<a>&xxe;</a>',
    );
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect(page.getByRole('alert')).toContainText('External entities (SYSTEM or PUBLIC) are not supported');

    const levels = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
    ).join('\n');
    await fillEditor(page, 'XML Input', `<!DOCTYPE lolz [\n<!ENTITY lol0 "lol">\n${levels}\n]>\n<lolz>&lol9;</lolz>`);
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
    expect(await editorText(page, 'JSON Output')).toBe('{\n  "lolz": "&lol9;"\n}');
    // The safe result says what it did not do.
    await expect(page.getByRole('region', { name: 'Warnings' })).toContainText(
      'The entity &lol9; was left as text, not expanded',
    );
  });

  test('an external entity marks its declaration in the input', async ({ page }) => {
    await fillEditor(page, 'XML Input', '<!DOCTYPE a [\n  <!ENTITY xxe SYSTEM "file:///etc/passwd">\n]>\n<a>&xxe;</a>');
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect(page.getByRole('alert')).toContainText('External entities (SYSTEM or PUBLIC) are not supported');
    await expect(page.getByRole('textbox', { name: 'XML Input' }).locator('.cm-errorLine')).toHaveText(
      '  <!ENTITY xxe SYSTEM "file:///etc/passwd">',
    );
  });
});
