#!/usr/bin/env node
// `npm run demo`: build the package (including the script-tag widget), start the
// emulator and the example host pages, and print where to look (last).
//   PORT                     example pages port (default 3000), served on http://localhost:PORT
//   PORTICO_EMULATOR_PORT    emulator port (default 8787), on http://127.0.0.1:PORT
//   PORTICO_B2B_EMULATOR_PORT  the B2B project's emulator (default 8788), on http://127.0.0.1:PORT:
//                            one emulator is one project, so the /b2b page's B2B project is a
//                            second one (vertical B2B), seeded by scripts/demo-b2b-seed.mjs
//   RP_PORT                  the relying-party example, Acme Notes (default 3001), on http://localhost:RP_PORT
//   NEXT_PORT                the Next.js example under `next start` (default 3003; 3002 is the node-server example's), on http://localhost:NEXT_PORT
//   PORTICO_DEMO_SKIP_BUILD  1: use the existing dist/ instead of building (the tests use it)
//
// The framework examples (examples/nextjs, examples/vite-react, examples/vue) are installed and
// built by scripts/example-apps.mjs when their inputs changed, even with
// PORTICO_DEMO_SKIP_BUILD; the Vite ones are served at /react/ and /vue/ on the example pages.
//
// Failures a person can fix (a busy port, a bad port number, a failed build)
// are one plain sentence on stderr and a non-zero exit, never a stack trace.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureExampleApps, startNextApp } from './example-apps.mjs';
import { listenAddresses, listenAll, closeServer } from './listen.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_TOKEN = 'public-token-test-emulator';
/** The B2B project's token: another project, so another token (the pages tell the two apart). */
const B2B_PUBLIC_TOKEN = 'public-token-test-emulator-b2b';
/** The emulator listens on the IPv4 loopback only; the pages are told exactly this address. */
const EMULATOR_HOST = '127.0.0.1';

/** Prints one line to stderr and exits with status 1. */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The port in `variable` (or its default); 0 asks for any free port. */
function portFrom(variable, fallback) {
  const raw = process.env[variable];
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    fail(`${variable}=${raw} is not a port number: use a whole number from 1 to 65535 (${variable}=${fallback} npm run demo).`);
  }
  return port;
}

/** The one-line explanation of a listen error, naming the variable that moves the port. */
function describeListenError(error, port, variable) {
  const suggestion = `${variable}=${port < 65535 ? port + 1 : port - 1} npm run demo`;
  if (error?.code === 'EADDRINUSE') {
    return `Port ${port} is in use: set ${variable} to another port (${suggestion}).`;
  }
  if (error?.code === 'EACCES') {
    return `Port ${port} needs special permissions: set ${variable} to a port above 1023 (${suggestion}).`;
  }
  return `Could not listen on port ${port} (${error?.code ?? error?.message ?? error}): set ${variable} to another port (${suggestion}).`;
}

const pagesPort = portFrom('PORT', 3000);
const emulatorPort = portFrom('PORTICO_EMULATOR_PORT', 8787);
const b2bEmulatorPort = portFrom('PORTICO_B2B_EMULATOR_PORT', 8788);
const rpPort = portFrom('RP_PORT', 3001);
const nextPort = portFrom('NEXT_PORT', 3003);

if (process.env.PORTICO_DEMO_SKIP_BUILD !== '1') {
  console.log('Building Portico…');
  // Captured: a successful build says nothing; a failed one shows everything it printed.
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    fail(`The build failed (npm run build exited with ${build.status ?? build.signal ?? build.error?.message}); its output is above.`);
  }
}
for (const file of [
  path.join('emulator', 'dist', 'index.js'),
  path.join('dist', 'standalone', 'portico.js'),
  path.join('dist', 'standalone-b2b', 'portico-b2b.js'),
]) {
  if (!existsSync(path.join(root, file))) {
    fail(`${file.split(path.sep).join('/')} is missing: run \`npm run build\` (or \`npm run demo\` without PORTICO_DEMO_SKIP_BUILD).`);
  }
}

try {
  await ensureExampleApps({ onWork: (message) => console.log(message) });
} catch (error) {
  if (error.output) process.stderr.write(error.output);
  fail(`The example apps could not be prepared (${error.message}); the output is above.`);
}

const { startEmulator } = await import(pathToFileURL(path.join(root, 'emulator', 'dist', 'index.js')).href);
const { startExamplesServer } = await import(pathToFileURL(path.join(root, 'scripts', 'examples-server.mjs')).href);
const { startRelyingParty } = await import(pathToFileURL(path.join(root, 'examples', 'relying-party', 'server.mjs')).href);
const { B2B_DEMO, seedB2BDemo } = await import(pathToFileURL(path.join(root, 'scripts', 'demo-b2b-seed.mjs')).href);

/**
 * The demo's relying party as a connected app of the emulator's OpenID Connect
 * provider, and the provider's consent/logout page on the example pages. The
 * secret is made fresh on every run and handed to the relying party in-process,
 * so no secret is written down anywhere.
 */
const RP_CLIENT_ID = 'portico-demo-rp';
const rpClientSecret = randomBytes(24).toString('base64url');
function idpConfig(pagesUrl, rpUrl) {
  return {
    connectedApps: [
      {
        client_id: RP_CLIENT_ID,
        client_secret: rpClientSecret,
        client_name: 'Acme Notes',
        client_type: 'third_party',
        redirect_uris: [`${rpUrl}/callback`],
        post_logout_redirect_uris: [`${rpUrl}/`],
      },
    ],
    idp: { authorizationUrl: `${pagesUrl}/idp`, logoutUrl: `${pagesUrl}/idp` },
  };
}
let emulator;
try {
  emulator = await startEmulator({ port: emulatorPort, host: EMULATOR_HOST, config: idpConfig(`http://localhost:${pagesPort}`, `http://localhost:${rpPort}`) });
} catch (error) {
  fail(describeListenError(error, emulatorPort, 'PORTICO_EMULATOR_PORT'));
}

let b2bEmulator;
try {
  b2bEmulator = await startEmulator({
    port: b2bEmulatorPort,
    host: EMULATOR_HOST,
    config: { vertical: 'B2B', publicToken: B2B_PUBLIC_TOKEN, projectId: 'project-test-emulator-b2b', projectName: 'Portico Emulator (B2B)' },
  });
} catch (error) {
  await emulator.close().catch(() => {});
  fail(describeListenError(error, b2bEmulatorPort, 'PORTICO_B2B_EMULATOR_PORT'));
}
try {
  await seedB2BDemo(b2bEmulator.api);
} catch (error) {
  await Promise.allSettled([b2bEmulator.close(), emulator.close()]);
  fail(`The B2B emulator refused the demo's organizations (${error?.message ?? error}).`);
}

let pages;
try {
  // host 'localhost': every loopback address the name resolves to, so http://localhost:PORT answers.
  pages = await startExamplesServer({
    port: pagesPort,
    host: 'localhost',
    emulatorUrl: emulator.url,
    publicToken: PUBLIC_TOKEN,
    b2bEmulatorUrl: b2bEmulator.url,
    b2bPublicToken: B2B_PUBLIC_TOKEN,
  });
} catch (error) {
  await Promise.allSettled([b2bEmulator.close(), emulator.close()]);
  fail(describeListenError(error, pagesPort, 'PORT'));
}

let rp;
try {
  // Discovery is lazy: the relying party asks the emulator only when someone signs in.
  rp = await startRelyingParty({ port: rpPort, host: 'localhost', issuer: emulator.url, clientId: RP_CLIENT_ID, clientSecret: rpClientSecret });
} catch (error) {
  await Promise.allSettled([pages.close(), emulator.close(), b2bEmulator.close()]);
  fail(describeListenError(error, rpPort, 'RP_PORT'));
}

/**
 * Next listens on 127.0.0.1 only (`next start --hostname`), so first make sure
 * no other server answers http://localhost:PORT on another loopback address.
 */
async function nextPortFree(port) {
  if (port === 0) return;
  const probes = await listenAll(await listenAddresses('localhost'), port, () => {});
  await Promise.all(probes.map(closeServer));
}

let next;
try {
  await nextPortFree(nextPort);
  // Configured at run time: the app's root layout reads these on every request. Its origin
  // (http://localhost:NEXT_PORT) and /authenticate need nothing from the emulator, which
  // allows every loopback origin and redirect URL unless told otherwise (README, "The emulator").
  next = await startNextApp({ mode: 'start', port: nextPort, baseUrl: emulator.url, publicToken: PUBLIC_TOKEN });
} catch (error) {
  await Promise.allSettled([rp.close(), pages.close(), emulator.close(), b2bEmulator.close()]);
  fail(error?.code ? describeListenError(error, nextPort, 'NEXT_PORT') : `The Next.js example did not start: ${error?.message ?? error}`);
}

// Port 0 (the tests) picks the ports only now: point the provider at the real
// addresses through the emulator's config API.
const portsMoved = pages.url !== `http://localhost:${pagesPort}` || rp.url !== `http://localhost:${rpPort}`;
if (portsMoved) {
  const patched = await fetch(`${emulator.url}/_emulator/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(idpConfig(pages.url, rp.url)),
  }).catch((error) => ({ ok: false, status: error.message }));
  if (!patched.ok) {
    await Promise.allSettled([next.close(), rp.close(), pages.close(), emulator.close(), b2bEmulator.close()]);
    fail(`The emulator refused the relying party's addresses (${patched.status}).`);
  }
}

let stopping = false;
const stop = async () => {
  if (stopping) process.exit(130); // a second Ctrl+C does not wait
  stopping = true;
  await Promise.allSettled([next.close(), rp.close(), pages.close(), emulator.close(), b2bEmulator.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const galleryLine = existsSync(path.join(root, 'examples', 'gallery', 'index.html'))
  ? [`  Gallery:        ${pages.url}/gallery/`]
  : [];
console.log(
  [
    '',
    'Portico demo is running. Press Ctrl+C to stop.',
    `Sign up by email code: open ${pages.url}/?otp=email, choose Email, type any address, press Continue,`,
    'then read the 6-digit code in the mailbox and type it in.',
    '',
    `  Example pages:  ${pages.url}/   (email link, text, WhatsApp)`,
    `                  ${pages.url}/?otp=email   (email code, text, WhatsApp)`,
    ...galleryLine,
    `  Next.js app:    ${next.url}/login   (server-rendered login; /account checked on the server)`,
    `  React SPA:      ${pages.url}/react/   (Vite, in the browser only)`,
    `  Vue SPA:        ${pages.url}/vue/   (Vite, <portico-login> custom element)`,
    `  Relying party (signs in through /idp): ${rp.url}`,
    `  B2B sign-in:    ${pages.url}/b2b   (organizations: discovery, email code or link, SSO, passwords, MFA)`,
    `                  ${B2B_DEMO.memberEmail}: member of ${B2B_DEMO.ssoOrganizationName} and of ${B2B_DEMO.mfaOrganizationName} (MFA required: an authenticator app or a text)`,
    `                  any address @${B2B_DEMO.ssoDomain}: Use single sign-on → the emulated identity provider → ${B2B_DEMO.ssoOrganizationName}`,
    `                  a new address (e.g. ${B2B_DEMO.newEmail}): create an organization`,
    `  B2B mailbox:    ${b2bEmulator.url}/_emulator/   (the B2B project's emails and texts)`,
    `  B2B emulator:   ${b2bEmulator.url}   (public token ${B2B_PUBLIC_TOKEN})`,
    `  Mailbox:        ${emulator.url}/_emulator/`,
    `  Emulator API:   ${emulator.url}   (public token ${PUBLIC_TOKEN})`,
  ].join('\n'),
);
