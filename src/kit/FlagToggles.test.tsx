import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FlagToggles } from './FlagToggles';

const FLAGS = [
  { letter: 'g', name: 'global', hint: 'every match' },
  { letter: 'i', name: 'ignore case', hint: 'A matches a' },
  { letter: 'm', name: 'multiline', hint: 'at every line' },
];

function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <FlagToggles
      legend="Flags"
      flags={FLAGS}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('FlagToggles', () => {
  it.each([
    ['g', 'i ignore case', 'gi'],
    ['mi', 'g global', 'gim'],
    ['gim', 'g global', 'im'],
    ['', 'm multiline', 'm'],
  ])('from %j, toggling %s gives %j in the listed order', (initial, name, expected) => {
    const seen: string[] = [];
    render(<Harness initial={initial} seen={seen} />);
    fireEvent.click(screen.getByRole('checkbox', { name }));
    expect(seen).toEqual([expected]);
  });

  it('names each box by its letter and name, ticks those on, and groups them under the legend', () => {
    render(<Harness initial="gm" seen={[]} />);
    expect(screen.getByRole('group', { name: 'Flags' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'g global' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'i ignore case' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'm multiline' })).toBeChecked();
    expect(screen.getByTitle('A matches a')).toContainElement(screen.getByRole('checkbox', { name: 'i ignore case' }));
  });
});
