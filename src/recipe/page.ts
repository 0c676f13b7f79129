import type { Tool } from '../catalogue';

/**
 * The recipe page, drawn in the tools' frame (heading, Share, state kept for the tab, error boundary) as if it
 * were a tool, though it is not one of the catalogue's: it lists no card, and search finds it as a command.
 * Only this declaration rides with the home route; the page's code loads when visited.
 */
export const RECIPE_PAGE: Tool = {
  id: 'recipe',
  name: 'Recipe',
  heading: 'Recipe',
  description: 'Chain tools on one page: the input goes through each step in turn, live, off the main thread.',
  icon: '🧪',
  family: 'custom',
  category: 'utility',
  accepts: ['text'],
  inputField: 'input',
  primaryAction: 'Run the recipe',
  path: '/recipe',
  load: () => import('./RecipeScreen'),
};
