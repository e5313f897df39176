// The journeys' map tiles: the site's MAP_TILE_URL points here (playwright.config.ts), and every
// tile is one blank pixel, so no journey reaches the internet's tile servers. A server rather than a
// route in each journey: a Playwright route turns the browser's cache off and passes every request
// of the page through the test runner (docs/testing.md "Map tiles").
import { createServer } from 'node:http';
import { E2E } from '../ports.mjs';

const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const TILE = /^\/__tiles\/\d+\/\d+\/\d+\.png$/;

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://tiles').pathname;
  if (request.method === 'GET' && TILE.test(path)) {
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': BLANK_TILE.length,
      'cache-control': 'public, max-age=86400',
      // Drawn by the site's pages, another origin.
      'cross-origin-resource-policy': 'cross-origin',
    });
    response.end(BLANK_TILE);
  } else if (request.method === 'GET' && path === '/') {
    // Playwright waits for this before the journeys start.
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('map tiles for the journeys');
  } else {
    response.writeHead(404);
    response.end();
  }
});
server.listen(E2E.tilePort, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
