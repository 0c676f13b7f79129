// Runs after `vite build`. Static hosts (GitHub Pages and the like) serve 404.html for unknown paths, so a
// copy of the app shell there lets deep links such as /json-formatter load the app.
import { copyFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
copyFileSync(new URL('index.html', dist), new URL('404.html', dist));
console.log('postbuild: copied dist/index.html to dist/404.html');
