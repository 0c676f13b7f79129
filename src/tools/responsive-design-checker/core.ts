export { previewOfHtml } from './html-tree';
export { pageUrl } from './page-url';
export {
  clampSize,
  CUSTOM_ID,
  DEVICES,
  deviceChoices,
  deviceFor,
  devicesToShow,
  DEVICE_IDS,
  type DevicePicks,
  rotate,
  shownDevices,
  toggleRotation,
  type Device,
  type ShownDevice,
} from './devices';

/** A small responsive page: one column of cards on a phone, three side by side from 700 px (in SAMPLE_CSS). */
export const SAMPLE_INPUT = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Trail Coffee</title>
  <style>
    body { margin: 0; font-family: system-ui, sans-serif; color: #1f2933; background: #f7f5f2; }
    header { padding: 1rem; background: #3e2c23; color: #fff; }
    header h1 { margin: 0 0 0.5rem; font-size: 1.25rem; }
    nav a { color: #f5d7b2; margin-right: 1rem; }
    main { padding: 1rem; }
    .card { padding: 1rem; border: 1px solid #d8d2cb; background: #fff; }
  </style>
</head>
<body>
  <header>
    <h1>Trail Coffee</h1>
    <nav><a href="#menu">Menu</a><a href="#visit">Visit</a><a href="#about">About</a></nav>
  </header>
  <main>
    <p class="intro">Small-batch coffee, roasted by the river since 2012.</p>
    <section class="cards">
      <article class="card"><h2>Espresso</h2><p>Dark chocolate and cherry.</p></article>
      <article class="card"><h2>Filter</h2><p>Bright, with notes of citrus.</p></article>
      <article class="card"><h2>Cold brew</h2><p>Steeped for eighteen hours.</p></article>
    </section>
  </main>
</body>
</html>
`;

/** The sample's layout: a media query that puts the cards side by side on wider screens. */
export const SAMPLE_CSS = `.cards {
  display: grid;
  grid-template-columns: 1fr;
  gap: 1rem;
}

@media (min-width: 700px) {
  main {
    max-width: 60rem;
    margin: 0 auto;
  }
  .cards {
    grid-template-columns: repeat(3, 1fr);
  }
}
`;
