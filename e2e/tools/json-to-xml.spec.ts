import { describeConverterFlows, openConverter } from '../converter-flows';
import { editorText, expect, fillEditor, test } from '../fixtures';

const JSON_TO_XML_PAGE = { path: '/json-to-xml', panes: { input: 'JSON Input', output: 'XML Output' } };

const ORDER_JSON =
  '{"order": {"@id": 12345678901234567890, "first name": "Ada & Co", "items": ["tea", "cake"], "note": null}}';
const ORDER_XML = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<root>',
  '  <order id="12345678901234567890">',
  '    <first_name>Ada &amp; Co</first_name>',
  '    <items>tea</items>',
  '    <items>cake</items>',
  '    <note/>',
  '  </order>',
  '</root>',
].join('\n');

describeConverterFlows({
  ...JSON_TO_XML_PAGE,
  heading: 'JSON to XML Converter',
  convertLabel: 'Convert to XML',
  successMessage: 'JSON converted to XML format',
  // A declaration, a root element and exact numbers.
  sample: {
    excerpt: '"department": "Engineering"',
    checkOutput: (output) => {
      expect(
        output.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?>\n<root version="2.1">\n  <company>Acme Corp &amp; Co.</company>\n  <accountId>12345678901234567890</accountId>\n',
        ),
      ).toBe(true);
      expect(output).toContain('  <employee id="1">\n    <name>John Doe</name>\n');
      expect(output.match(/<employee /g)).toHaveLength(3);
      expect(output).toContain(
        '<office_locations>Amsterdam</office_locations>\n  <office_locations>Berlin</office_locations>',
      );
    },
  },
  invalid: {
    input: '{\n  "a": 1,\n  "b": [1, 2,]\n}',
    errorFragments: ["Unexpected ']': trailing comma in array at line 3, column 14"],
  },
  example: { input: ORDER_JSON, output: ORDER_XML, file: { name: 'order.json', mimeType: 'application/json' } },
  outputLabel: 'XML output',
  copyToast: 'XML output copied to clipboard!',
  download: { fileName: 'converted-data.xml', mimeType: 'application/xml' },
  large: {
    streamsWhileWriting: true,
    file: { name: 'big.json', mimeType: 'application/json' },
    prefix: '{"user":[',
    record: (index) =>
      `{"@id":${9007199254740993n + BigInt(index)},"name":"User ${index} & co","address":{"city":"City ${index % 100}"},"tags":["a","b"],"ok":true}`,
    separator: ',',
    suffix: ']}',
    conversionTimeout: 90_000,
    checkOutput: (output, recordCount) => {
      expect(
        output.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <user id="9007199254740993">\n    <name>User 0 &amp; co</name>\n    <address>\n      <city>City 0</city>\n    </address>\n    <tags>a</tags>\n    <tags>b</tags>\n    <ok>true</ok>\n  </user>\n',
        ),
      ).toBe(true);
      expect(output.match(/<user /g)).toHaveLength(recordCount);
    },
  },
});

test.describe('JSON to XML round trip', () => {
  test.beforeEach(({ page }) => openConverter(page, JSON_TO_XML_PAGE));

  test('the XML turns back into the same data in the XML to JSON converter', async ({ page }) => {
    await fillEditor(page, 'JSON Input', ORDER_JSON);
    await page.getByRole('button', { name: 'Convert to XML' }).click();
    await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
    const xml = await editorText(page, 'XML Output');
    expect(xml).toBe(ORDER_XML);

    await page.goto('/xml-to-json');
    await fillEditor(page, 'XML Input', xml);
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
    expect(JSON.parse(await editorText(page, 'JSON Output'))).toEqual({
      root: { order: { id: '12345678901234567890', first_name: 'Ada & Co', items: ['tea', 'cake'], note: '' } },
    });
  });
});

test.describe('JSON to XML errors', () => {
  test.beforeEach(({ page }) => openConverter(page, JSON_TO_XML_PAGE));

  test('the line of an error is marked in the input', async ({ page }) => {
    await fillEditor(page, 'JSON Input', '{\n  "a": 1,\n  "b": [1, 2,]\n}');
    await page.getByRole('button', { name: 'Convert to XML' }).click();
    await expect(page.getByRole('alert')).toContainText('line 3, column 14');
    await expect(page.getByRole('textbox', { name: 'JSON Input' }).locator('.cm-errorLine')).toHaveText(
      '  "b": [1, 2,]',
    );
  });
});
