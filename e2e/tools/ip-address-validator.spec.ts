import { expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/ip-address-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'IP Address Validator' })).toBeVisible();
});

test('checks a CIDR block as you type: the network, the class and the conversions', async ({ page }) => {
  await page.getByRole('textbox', { name: 'IP address or CIDR block' }).fill('10.20.30.40/8');
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Warning');
  await expect(verdict).toContainText('a host address in the network 10.0.0.0/8');
  await expect(verdict).toContainText('Private: Private-Use, 10.0.0.0/8 (RFC 1918)');
  const network = page.getByRole('region', { name: 'Network' });
  await expect(network).toContainText('Broadcast10.255.255.255');
  await expect(network).toContainText('Usable hosts16,777,214');
  await expect(page.getByRole('region', { name: 'Conversions' })).toContainText('40.30.20.10.in-addr.arpa');

  await page.getByRole('textbox', { name: 'Check against ranges' }).fill('192.168.0.0/16, 10.20.0.0/16');
  await expect(page.getByRole('region', { name: 'Ranges' })).toContainText('In none of the ranges given.');
  await page.getByRole('textbox', { name: 'IP address or CIDR block' }).fill('10.20.30.40');
  await expect(page.getByTestId('range-verdict')).toHaveText('In 10.20.0.0/16.');

  await page.getByRole('textbox', { name: 'IP address or CIDR block' }).fill('2001:DB8::1');
  await expect(verdict).toContainText('Not in the RFC 5952 canonical form 2001:db8::1: hex digits are upper case');
  await expect(verdict).toContainText('Expanded2001:0db8:0000:0000:0000:0000:0000:0001');
});

test('says why a loose IPv4 form is refused, how inet_aton reads it, and where', async ({ page }) => {
  await page.getByRole('textbox', { name: 'IP address or CIDR block' }).fill('0x7f.1');
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Invalid');
  await expect(verdict).toContainText(
    'inet_aton (and the URL parser of browsers) reads this as 127.0.0.1: hex, short form',
  );
  await expect(verdict).toContainText('The first problem is at character 1');

  await page.getByRole('textbox', { name: 'IP address or CIDR block' }).fill('2001:db8::12345');
  await expect(verdict).toContainText('The group "12345" has 5 hex digits; a group has at most 4.');
  await expect(verdict).toContainText('The first problem is at character 15');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('checks a list in batch mode, with counts and a filter to the invalid values', async ({ page }) => {
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(page, 'List of addresses', '192.0.2.1\n2001:db8::/32\n010.0.0.1\n2001:DB8::1\nnot an address\n');
  const counts = page.getByLabel('Counts');
  await expect(counts).toContainText('Values5Valid2Warnings1Invalid2');
  const table = page.getByRole('table', { name: 'Verdicts' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table).toContainText('IPv4, Documentation');
  await page.getByLabel('Show only invalid values').check();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('reads as 8.0.0.1');
});

test('says which of the given ranges hold each address of a list', async ({ page }) => {
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(page, 'List of addresses', '192.0.2.1\n10.1.2.3\n::ffff:10.0.0.1\n');
  const table = page.getByRole('table', { name: 'Verdicts' });
  await expect(table).toContainText('IPv4, Documentation');
  await page.getByLabel('Check against ranges').fill('10.0.0.0/8, 192.0.2.0/24');
  await expect(table.getByRole('columnheader', { name: 'Class and ranges' })).toBeVisible();
  await expect(table.getByRole('row', { name: /192\.0\.2\.1/ })).toContainText('IPv4, Documentation; in 192.0.2.0/24');
  await expect(table.getByRole('row', { name: /10\.1\.2\.3/ })).toContainText('IPv4, Private; in 10.0.0.0/8');
  await expect(table.getByRole('row', { name: /ffff/ })).toContainText('IPv4-mapped; in 10.0.0.0/8');
});

test('Load Sample shows a valid network with no warning; Broken example shows the host-address warning', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Valid IPv4 network 192.168.1.0/24, 256 addresses');
  await expect(verdict).toHaveClass(/green/);
  await expect(verdict).not.toContainText('Warning');
  await expect(page.getByRole('region', { name: 'Network' })).toContainText('Broadcast192.168.1.255');

  await page.getByRole('button', { name: 'Broken example' }).click();
  await expect(page.getByRole('textbox', { name: 'IP address or CIDR block' })).toHaveValue('192.168.1.10/24');
  await expect(verdict).toContainText('Warning');
  await expect(verdict).toContainText('a host address in the network 192.168.1.0/24');
  await expect(verdict).toHaveClass(/amber/);
});
