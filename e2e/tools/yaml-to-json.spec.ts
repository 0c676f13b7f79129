import { describeConverterFlows, openConverter } from '../converter-flows';
import { editorText, expect, fillEditor, test } from '../fixtures';

const YAML_TO_JSON_PAGE = { path: '/yaml-to-json', panes: { input: 'YAML Input', output: 'JSON Output' } };

describeConverterFlows({
  ...YAML_TO_JSON_PAGE,
  heading: 'YAML to JSON Converter',
  convertLabel: 'Convert to JSON',
  successMessage: 'YAML converted to JSON format',
  // Anchors resolved, big numbers exact.
  sample: {
    excerpt: 'x-logging: &default-logging',
    checkOutput: (output) => {
      expect(output).toContain('\n        "ACCOUNT_ID": 12345678901234567890,\n');
      expect(output).toContain('"depends_on": [\n        "api",\n        "cache"\n      ],');
      expect(JSON.parse(output).services.api.logging).toEqual({ driver: 'json-file', options: { 'max-size': '50m' } });
    },
  },
  invalid: {
    input: 'server:\n  port: 8080\n   host: example.com\n',
    errorFragments: ['Bad indentation of a mapping entry at line 3, column 8'],
  },
  example: {
    input: 'id: 12345678901234567890\nok: true\n',
    output: '{\n  "id": 12345678901234567890,\n  "ok": true\n}',
    file: { name: 'config.yml', mimeType: 'application/yaml' },
  },
  outputLabel: 'JSON output',
  copyToast: 'JSON output copied to clipboard!',
  download: { fileName: 'converted-data.json', mimeType: 'application/json' },
  large: {
    streamsWhileWriting: true,
    file: { name: 'big.yaml', mimeType: 'application/yaml' },
    prefix: '',
    record: (index) =>
      `- id: ${9007199254740993n + BigInt(index)}\n  name: service-${index}\n  enabled: ${index % 2 === 0}\n  tags: [web, team-${index % 17}]\n  config:\n    replicas: ${index % 9}\n    ratio: 0.${index}\n`,
    separator: '',
    suffix: '',
    checkOutput: (output, recordCount) => {
      expect(output.startsWith('[\n  {\n    "id": 9007199254740993,\n    "name": "service-0",\n')).toBe(true);
      expect(output.split('\n')).toHaveLength(recordCount * 13 + 2);
    },
  },
});

test.describe('YAML to JSON specifics', () => {
  test.beforeEach(({ page }) => openConverter(page, YAML_TO_JSON_PAGE));

  test('a multi-document stream becomes an array', async ({ page }) => {
    await fillEditor(page, 'YAML Input', 'kind: Service\n---\nkind: Deployment\nreplicas: 3\n');
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
    expect(await editorText(page, 'JSON Output')).toBe(
      '[\n  {\n    "kind": "Service"\n  },\n  {\n    "kind": "Deployment",\n    "replicas": 3\n  }\n]',
    );
  });

  test('the line of an error is marked in the input', async ({ page }) => {
    await fillEditor(page, 'YAML Input', 'server:\n  port: 8080\n   host: example.com\n');
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect(page.getByRole('alert')).toContainText('line 3, column 8');
    await expect(page.getByRole('textbox', { name: 'YAML Input' }).locator('.cm-errorLine')).toHaveText(
      '   host: example.com',
    );
  });

  test('a value JSON cannot hold is reported with where it is', async ({ page }) => {
    await fillEditor(page, 'YAML Input', 'limits:\n  cpu: .inf\n');
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The value of the key "cpu" at line 2, column 3 is .inf (infinity), which JSON cannot represent',
    );
  });

  test('a flow sequence left open is named where it opened, and that line is marked', async ({ page }) => {
    await fillEditor(page, 'YAML Input', 'name: Ada\nlist: [1, 2\nage: 36\n');
    await page.getByRole('button', { name: 'Convert to JSON' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The "[" at line 2, column 7 is never closed: end the flow sequence with "]"',
    );
    await expect(page.getByRole('alert')).not.toContainText('Deficient indentation');
    await expect(page.getByRole('textbox', { name: 'YAML Input' }).locator('.cm-errorLine')).toHaveText('list: [1, 2');
  });
});
