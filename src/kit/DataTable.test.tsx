import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './DataTable';

interface Row {
  name: string;
  size: number;
}

const COLUMNS: readonly Column<Row>[] = [
  { key: 'name', header: 'File', value: (row) => row.name, code: true },
  { key: 'size', header: 'Size', value: (row) => row.size, align: 'right' },
  { key: 'shown', header: 'Shown', value: (row) => row.name, code: true, render: (row) => `[${row.name}]` },
];

describe('DataTable', () => {
  it('draws a code column in monospace, and a render over it', () => {
    render(
      <DataTable
        caption="Files"
        columns={COLUMNS}
        rows={[{ name: 'site.webmanifest', size: 12 }]}
        rowKey={(row) => row.name}
      />,
    );
    const [name, size, shown] = within(screen.getByRole('table', { name: 'Files' })).getAllByRole('cell');
    expect(name!.querySelector('code')).toHaveTextContent('site.webmanifest');
    expect(name!.querySelector('code')).toHaveClass('font-mono');
    expect(size!.querySelector('code')).toBeNull();
    expect(size).toHaveTextContent('12');
    expect(shown!.querySelector('code')).toBeNull();
    expect(shown).toHaveTextContent('[site.webmanifest]');
  });
});
