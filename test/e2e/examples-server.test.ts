/** The examples server (scripts/examples-server.mjs) the demo and the browser tests use. */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExamplesServer, type ExamplesServer } from '../../scripts/examples-server.mjs';

let server: ExamplesServer;
const EMULATOR = 'http://127.0.0.1:65001';

beforeAll(async () => {
  server = await startExamplesServer({ port: 0, emulatorUrl: EMULATOR });
});
afterAll(async () => {
  await server.close();
});

/** A GET with the path sent exactly as written (fetch would normalise `..`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: server.port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('examples server', () => {
  it('reports a localhost URL', () => {
    expect(server.url).toBe(`http://localhost:${server.port}`);
  });

  it('serves the pages with their content types', async () => {
    const index = await fetch(`${server.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toContain('<div id="login"></div>');

    const redirect = await fetch(`${server.url}/authenticate?stytch_token_type=magic_links&token=x`);
    expect(redirect.status).toBe(200);
    expect(await redirect.text()).toContain('/vanilla/authenticate.js');

    const script = await fetch(`${server.url}/vanilla/app.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves the standalone build under /portico/', async () => {
    const widget = await fetch(`${server.url}/portico/portico.js`);
    expect(widget.status).toBe(200);
    expect(widget.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await widget.text()).toContain('createPorticoUIClient');
  });

  it('writes the demo config module with the emulator URL and the public token', async () => {
    const config = await fetch(`${server.url}/portico-demo-config.js`);
    expect(config.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const text = await config.text();
    expect(text).toContain(`export const apiUrl = "${EMULATOR}";`);
    expect(text).toContain('export const publicToken = "public-token-test-emulator";');
  });

  it('refuses directory traversal and unknown files', async () => {
    for (const path of ['/../package.json', '/vanilla/../../package.json', '/%2e%2e/package.json', '/portico/../../package.json', '/portico/..%2f..%2fpackage.json']) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBe(404);
      expect(body, path).not.toContain('"devDependencies"');
    }
    expect((await fetch(`${server.url}/nope.html`)).status).toBe(404);
    expect((await fetch(`${server.url}/vanilla`)).status).toBe(404);
  });

  it('only answers GET and HEAD', async () => {
    expect((await fetch(`${server.url}/`, { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await fetch(`${server.url}/`, { method: 'HEAD' })).status).toBe(200);
  });
});
