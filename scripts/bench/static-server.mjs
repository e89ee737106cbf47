/**
 * The bench's page server: plain HTTP/1.1 on loopback, reached as
 * http://localhost:PORT. Keep-alive (Node's default), exact Content-Length,
 * `Cache-Control: no-store` (every run is a cold context anyway), no
 * compression. Files are read from memory so disk I/O is not measured.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** Every file under `dir` (recursively) keyed by its URL path under `prefix`. */
export function loadDirectory(dir, prefix) {
  const files = new Map();
  const walk = (sub) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const rel = path.posix.join(sub, name);
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else files.set(`${prefix}/${rel}`, { body: readFileSync(path.join(dir, rel)), type: TYPES[path.extname(name)] ?? 'application/octet-stream' });
    }
  };
  walk('');
  return files;
}

/**
 * Starts the server. `routes` maps a URL path to `{ body, type }` or to a
 * function `(origin) => { body, type }` (pages that embed the server's own
 * origin). Listens on 127.0.0.1 and, when the machine has it, on ::1 at the
 * same port, so `localhost` answers on the first address Chromium tries.
 */
export async function startStaticServer(routes) {
  const sockets = new Set();
  let origin = '';
  const handler = (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    let entry = routes.get(pathname);
    if (typeof entry === 'function') entry = entry(origin);
    if (!entry || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('not found');
      return;
    }
    const body = typeof entry.body === 'string' ? Buffer.from(entry.body) : entry.body;
    res.writeHead(200, {
      'Content-Type': entry.type,
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const listen = (host, port) =>
    new Promise((resolve, reject) => {
      const server = http.createServer({ keepAliveTimeout: 10_000 }, handler);
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.once('error', reject);
      server.listen(port, host, () => resolve(server));
    });
  const servers = [await listen('127.0.0.1', 0)];
  const port = servers[0].address().port;
  try {
    servers.push(await listen('::1', port));
  } catch {
    // No IPv6 loopback here: Chromium falls back to 127.0.0.1.
  }
  origin = `http://localhost:${port}`;
  return {
    origin,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(() => resolve()))));
    },
  };
}

/**
 * The provider's clientside-services page (docs/protocol.md §13.2 item 9): answers
 * phone parsing requests on the MessagePort it is given. The emulator does not
 * serve it, so the bench does, for the provider's UI to start as it would
 * against its own servers.
 */
export const CLIENTSIDE_SERVICES_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>clientside services</title></head><body><script>
window.addEventListener('message', (event) => {
  const port = event.ports && event.ports[0];
  if (!port || !event.data || typeof event.data.method !== 'string') return;
  const req = (event.data.args && event.data.args[0]) || {};
  let payload = {};
  if (event.data.method === 'parsedPhoneNumber') {
    const digits = String(req.phoneNumber || '').replace(/\\D/g, '');
    payload = { isValid: digits.length >= 10, number: '+1' + digits, national: digits };
  } else if (event.data.method === 'getExamplePhoneNumber') {
    payload = { phoneNumber: '(201) 555-0123' };
  }
  port.postMessage({ success: true, payload, error: {} });
});
</script></body></html>`;
