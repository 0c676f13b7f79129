/** Everything about the site that is not a tool: its name and its only two external links. */
export const siteConfig = {
  name: 'DevToolbox',
  tagline: 'Developer tools that run entirely in your browser',
  sourceUrl: 'https://github.com/devtoolbox-app/devtoolbox',
  donateUrl: 'https://www.buymeacoffee.com/devtoolbox',
} as const;
