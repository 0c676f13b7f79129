import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DraftField } from './DraftField';

/** A field owned as a tool owns it: what it hands on is written back, upper-cased. */
function Owned({ onCommit }: { onCommit: (text: string) => void }) {
  const [value, setValue] = useState('MON');
  const commit = (text: string) => {
    onCommit(text);
    setValue(text.toUpperCase());
  };
  return <DraftField label="Days" value={value} accepts={/^\w+(,\w+)*$/} onCommit={commit} hint="Comma-separated" />;
}

describe('DraftField', () => {
  it.each([
    { typed: '', shown: '', handed: null },
    { typed: 'mon,', shown: 'mon,', handed: null },
    { typed: ' tue ', shown: 'TUE', handed: 'tue' },
    { typed: 'mon,fri', shown: 'MON,FRI', handed: 'mon,fri' },
  ])('typing “$typed” shows “$shown”', ({ typed, shown, handed }) => {
    const onCommit = vi.fn();
    render(<Owned onCommit={onCommit} />);
    const field = screen.getByLabelText('Days');
    fireEvent.change(field, { target: { value: typed } });
    expect(field).toHaveValue(shown);
    if (handed === null) expect(onCommit).not.toHaveBeenCalled();
    else expect(onCommit).toHaveBeenCalledWith(handed);
  });

  it('leaving the field drops a draft, showing the value again', () => {
    render(<Owned onCommit={() => {}} />);
    const field = screen.getByLabelText('Days');
    fireEvent.change(field, { target: { value: 'mon,' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('MON');
  });

  it('passes the text field’s own props on', () => {
    render(<Owned onCommit={() => {}} />);
    expect(screen.getByLabelText('Days')).toHaveAccessibleDescription('Comma-separated');
  });
});
