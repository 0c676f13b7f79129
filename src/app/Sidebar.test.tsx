import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ToolMeta } from '../catalogue/types';
import { useUserStore } from '../state/user';
import { Sidebar } from './Sidebar';

// Seven tools across two categories, so the five-favorite preview and grouping can be seen.
vi.mock('../catalogue/tools', () => {
  const meta = (id: string, category: ToolMeta['category']): ToolMeta => ({
    id,
    name: `Tool ${id}`,
    description: `Does ${id}`,
    icon: '🧪',
    family: 'custom',
    category,
    accepts: ['text'],
    primaryAction: 'Run',
    load: async () => ({ default: () => null }),
  });
  return {
    toolMetas: ['a', 'b', 'c', 'd', 'e']
      .map((id) => meta(id, 'formatter'))
      .concat(['f', 'g'].map((id) => meta(id, 'validator'))),
  };
});

function renderSidebar(onClose = vi.fn()) {
  const { hook } = memoryLocation({ path: '/' });
  render(
    <Router hook={hook}>
      <Sidebar open onClose={onClose} />
    </Router>,
  );
  return { onClose, sidebar: screen.getByRole('complementary', { name: 'Tools' }) };
}

beforeEach(() => useUserStore.setState({ favorites: [], history: [] }));

describe('Sidebar', () => {
  it('shows the category groups that have tools, and the footer', () => {
    const { sidebar } = renderSidebar();
    expect(within(sidebar).getByRole('region', { name: 'Formatters' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('region', { name: 'Validators' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('region', { name: 'Converters' })).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('region', { name: 'Favorites' })).not.toBeInTheDocument();
    expect(screen.getByText('5+ Tools • 100% Private • Free')).toBeInTheDocument();
  });

  it('previews the first five favorites and links to all of them', () => {
    useUserStore.setState({ favorites: ['g', 'f', 'e', 'd', 'c', 'b'] });
    const { sidebar } = renderSidebar();
    const favorites = within(sidebar).getByRole('region', { name: 'Favorites' });
    expect(
      within(favorites)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['🧪Tool g', '🧪Tool f', '🧪Tool e', '🧪Tool d', '🧪Tool c']);
    expect(within(favorites).getByRole('link', { name: 'View all 6 favorites' })).toHaveAttribute('href', '/favorites');
  });

  it('has no "view all" link for five or fewer favorites', () => {
    useUserStore.setState({ favorites: ['a', 'b', 'c', 'd', 'e'] });
    const { sidebar } = renderSidebar();
    expect(within(sidebar).queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('replaces the groups with every search result, and clears', () => {
    const { sidebar } = renderSidebar();
    fireEvent.change(within(sidebar).getByRole('searchbox', { name: 'Search tools' }), { target: { value: 'TOOL' } });
    expect(within(sidebar).getByRole('region', { name: 'Search Results (7)' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('region', { name: 'Formatters' })).not.toBeInTheDocument();
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Clear search' }));
    expect(within(sidebar).getByRole('region', { name: 'Formatters' })).toBeInTheDocument();
  });

  it('closes when a link is followed or Escape is pressed', () => {
    const { sidebar, onClose } = renderSidebar();
    fireEvent.click(within(sidebar).getByRole('link', { name: /Tool a/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
