import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoteList, NoticePanel } from './NoticePanel';

describe('NoticePanel and NoteList', () => {
  it('is a region named by its title, listing notes and how many more there are', () => {
    render(
      <NoticePanel title="Notes (5)">
        <NoteList
          notes={[
            { key: 'a', text: 'First note' },
            { key: 'b', text: 'Second note' },
          ]}
          total={5}
        />
      </NoticePanel>,
    );
    const region = screen.getByRole('region', { name: 'Notes (5)' });
    expect(region).toHaveTextContent('First note.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(region).toHaveTextContent('…and 3 more.');
  });
});
