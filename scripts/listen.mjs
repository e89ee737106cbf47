// Listening on "localhost" the way a browser reaches it, shared by the examples
// server and the relying-party example (node:http, no dependencies).
import { lookup } from 'node:dns/promises';
import http from 'node:http';

/**
 * The addresses to listen on for `host`. For `localhost` that is every
 * loopback address the name resolves to (127.0.0.1 and, on most machines,
 * ::1), so whichever one a browser picks for http://localhost:PORT answers.
 */
export async function listenAddresses(host) {
  if (host !== 'localhost') return [host];
  const found = await lookup('localhost', { all: true }).catch(() => []);
  const loopback = found.map((a) => a.address).filter((a) => a === '::1' || a.startsWith('127.'));
  return loopback.length > 0 ? [...new Set(loopback)] : ['127.0.0.1'];
}

function listenOn(server, port, address) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

export function closeServer(server) {
  return new Promise((resolve, reject) => {
    if (!server.listening) return resolve();
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/**
 * One http.Server per address, all on the same port. With port 0 the first
 * address picks a free port and the others follow it; if that port happens to
 * be taken on another address, start over (a few times) with a new one.
 */
export async function listenAll(addresses, port, handler) {
  for (let attempt = 0; ; attempt += 1) {
    const servers = [];
    try {
      let chosen = port;
      let unavailable = null;
      for (const address of addresses) {
        const server = http.createServer(handler);
        try {
          chosen = await listenOn(server, chosen, address);
        } catch (error) {
          // e.g. ::1 is listed but IPv6 is switched off: serve on the other addresses.
          if (error.code !== 'EADDRNOTAVAIL') throw error;
          unavailable = error;
          continue;
        }
        servers.push(server);
      }
      if (servers.length === 0) throw unavailable;
      return servers;
    } catch (error) {
      await Promise.allSettled(servers.map(closeServer));
      if (!(port === 0 && error.code === 'EADDRINUSE' && attempt < 5)) throw error;
    }
  }
}

/**
 * Starts `handler` on `host` (see listenAddresses) and `port`; the handle
 * reports the port actually used and closes every server once.
 * A port that is taken rejects with the listen error (`code: 'EADDRINUSE'`).
 */
export async function listenLocal({ host, port, handler }) {
  const servers = await listenAll(await listenAddresses(host), port, handler);
  let closing;
  return {
    port: servers[0].address().port,
    close() {
      closing ??= Promise.all(servers.map(closeServer)).then(() => undefined);
      return closing;
    },
  };
}
