import type { Category, CategoryId } from './types';

/** The five categories, in the order the sidebar and home page show them. */
export const categories: readonly Category[] = [
  { id: 'formatter', title: 'Formatters', tagline: 'Format & Beautify' },
  { id: 'converter', title: 'Converters', tagline: 'Convert & Transform' },
  { id: 'validator', title: 'Validators', tagline: 'Validate & Verify' },
  { id: 'utility', title: 'Utilities', tagline: 'Compare & Analyze' },
  { id: 'frontend', title: 'Frontend Tools', tagline: 'Frontend Development' },
];

const byId = new Map(categories.map((category) => [category.id, category]));

export function categoryOf(id: CategoryId): Category {
  const category = byId.get(id);
  if (!category) throw new Error(`Unknown category: ${id}`);
  return category;
}
