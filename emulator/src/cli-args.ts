import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_CONNECTION_LIMITS, resolveConnectionLimits, type ConnectionLimitsInput } from './connection-limits';
import { DEFAULT_HOST, DEFAULT_PORT } from './server';

/** Argument parsing for the `portico-emulator` bin, separate so tests can import it. */

export interface CliOptions {
  port: number;
  host: string;
  configFile?: string;
  dataFile?: string;
  connectionLimits: ConnectionLimitsInput;
  help: boolean;
}

const limits = DEFAULT_CONNECTION_LIMITS;

export const USAGE = `Usage: portico-emulator [--port 8787] [--host 127.0.0.1] [--config file.json] [--data file.json]

  --port    Port to listen on (0 picks a free one). Default ${DEFAULT_PORT}.
  --host    Interface to bind. Default ${DEFAULT_HOST}.
  --config  JSON file with emulator config overrides.
  --data    State file: a snapshot plus <file>.journal-<n>; every answered change
            is journalled first, so it survives a crash or kill.
  --headers-timeout ms        Time for a request's headers. Default ${limits.headersTimeoutMs}.
  --request-timeout ms        Time for a whole request. Default ${limits.requestTimeoutMs}.
  --keep-alive-timeout ms     Idle time of a kept-alive socket. Default ${limits.keepAliveTimeoutMs}.
  --max-sockets-per-client n  Sockets one address may hold at once. Default ${limits.maxSocketsPerClient}.
  --help    Show this text.`;

/** The connection-limit flags, by the `ConnectionLimits` field each sets. */
const LIMIT_FLAGS = {
  headersTimeoutMs: 'headers-timeout',
  requestTimeoutMs: 'request-timeout',
  keepAliveTimeoutMs: 'keep-alive-timeout',
  maxSocketsPerClient: 'max-sockets-per-client',
} as const;

function parseConnectionLimits(values: Record<string, string | boolean | undefined>): ConnectionLimitsInput {
  const input: Record<string, number> = {};
  for (const [field, flag] of Object.entries(LIMIT_FLAGS)) {
    const value = values[flag];
    if (typeof value !== 'string') continue;
    const n = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(n)) throw new Error(`--${flag} must be a positive integer, got "${value}".`);
    input[field] = n;
  }
  try {
    resolveConnectionLimits(input);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const flagOf = (field: PropertyKey | undefined): string =>
      Object.entries(LIMIT_FLAGS).find(([name]) => name === field)?.[1] ?? String(field);
    throw new Error(error.issues.map((issue) => `--${flagOf(issue.path[0])}: ${issue.message}`).join('; '), { cause: error });
  }
  return input;
}

export function parseCliArgs(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      config: { type: 'string', short: 'c' },
      data: { type: 'string', short: 'd' },
      'headers-timeout': { type: 'string' },
      'request-timeout': { type: 'string' },
      'keep-alive-timeout': { type: 'string' },
      'max-sockets-per-client': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be an integer between 0 and 65535, got "${values.port}".`);
  }
  return {
    port,
    host: values.host ?? DEFAULT_HOST,
    configFile: values.config,
    dataFile: values.data,
    connectionLimits: parseConnectionLimits(values),
    help: values.help ?? false,
  };
}

export function bannerLines(url: string, publicToken: string): string[] {
  return [`Portico emulator listening on ${url}`, `Mailbox: ${url}/_emulator/`, `Public token: ${publicToken}`];
}
