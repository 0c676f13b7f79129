import { describeConverterFlows, openConverter } from '../converter-flows';
import { expect, fillEditor, test } from '../fixtures';

const JSON_TO_YAML_PAGE = { path: '/json-to-yaml', panes: { input: 'JSON Input', output: 'YAML Output' } };

describeConverterFlows({
  ...JSON_TO_YAML_PAGE,
  heading: 'JSON to YAML Converter',
  convertLabel: 'Convert to YAML',
  successMessage: 'JSON converted to YAML format',
  // Big numbers exact, look-alike strings quoted.
  sample: {
    excerpt: '"service": "payments-api"',
    checkOutput: (output) => {
      expect(
        output.startsWith(
          'service: payments-api\nversion: 2.3.1\nbaseUrl: https://api.example.com/v2\naccountId: 12345678901234567890\n',
        ),
      ).toBe(true);
      expect(output).toContain('timeouts:\n  connectMs: 2000\n  readMs: 15000\n  retryBackoff: 1.5\n');
      expect(output).toContain("  X-Api-Version: '2024-06-01'\n");
    },
  },
  invalid: {
    input: '{\n  "name": "app",\n  "ports": [80, 443,]\n}',
    errorFragments: ["Unexpected ']': trailing comma in array at line 3, column 21"],
  },
  example: {
    input: '{"id": 12345678901234567890, "enabled": "yes", "ports": [80, 443]}',
    output: "id: 12345678901234567890\nenabled: 'yes'\nports:\n  - 80\n  - 443\n",
    file: { name: 'settings.json', mimeType: 'application/json' },
  },
  outputLabel: 'YAML output',
  copyToast: 'YAML output copied to clipboard!',
  download: { fileName: 'converted-data.yaml', mimeType: 'application/yaml' },
  large: {
    streamsWhileWriting: true,
    file: { name: 'big.json', mimeType: 'application/json' },
    prefix: '[',
    record: (index) =>
      `{"id":${9007199254740993n + BigInt(index)},"name":"service-${index}","enabled":${index % 2 === 0},"tags":["web","team-${index % 17}"],"config":{"replicas":${index % 9},"ratio":0.${index}}}`,
    separator: ',',
    suffix: ']',
    checkOutput: (output, recordCount) => {
      expect(output.startsWith('- id: 9007199254740993\n  name: service-0\n  enabled: true\n')).toBe(true);
      expect(output.split('\n')).toHaveLength(recordCount * 9 + 1);
    },
  },
});

test.describe('JSON to YAML errors', () => {
  test.beforeEach(({ page }) => openConverter(page, JSON_TO_YAML_PAGE));

  test('the line of an error is marked in the input', async ({ page }) => {
    await fillEditor(page, 'JSON Input', '{\n  "name": "app",\n  "ports": [80, 443,]\n}');
    await page.getByRole('button', { name: 'Convert to YAML' }).click();
    await expect(page.getByRole('alert')).toContainText('line 3, column 21');
    await expect(page.getByRole('textbox', { name: 'JSON Input' }).locator('.cm-errorLine')).toHaveText(
      '  "ports": [80, 443,]',
    );
  });
});
