import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyValueList, NoteList, Panel } from './Panel';

describe('Panel', () => {
  it('is a region named by its title, with its actions and content', () => {
    render(
      <Panel title="Header" actions={<button type="button">Copy header</button>}>
        <KeyValueList items={[{ label: 'alg', value: 'HS256' }]} />
      </Panel>,
    );
    const panel = screen.getByRole('region', { name: 'Header' });
    expect(panel).toHaveTextContent('algHS256');
    expect(screen.getByRole('button', { name: 'Copy header' })).toBeInTheDocument();
    expect(panel).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Out of date')).not.toBeInTheDocument();
  });

  it('marks findings that describe changed input out of date, without hiding them', () => {
    render(
      <Panel title="Findings" stale>
        <p>Three problems</p>
      </Panel>,
    );
    const panel = screen.getByRole('region', { name: /Findings/ });
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(panel).toHaveTextContent('Three problems');
    expect(screen.getByText('Out of date')).toBeInTheDocument();
  });
});

describe('NoteList', () => {
  it('takes plain sentences (the same one twice too), ends each with a full stop, and counts the rest', () => {
    render(<NoteList notes={['Read with care', 'Read with care', { key: 'k', text: 'Kept.' }]} total={5} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Read with care.', 'Read with care.', 'Kept.']);
    expect(screen.getByText('…and 2 more.')).toBeInTheDocument();
  });

  it('draws nothing for no notes', () => {
    const { container } = render(<NoteList notes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
