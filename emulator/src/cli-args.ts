import { parseArgs } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT } from './server';

/** Argument parsing for the `portico-emulator` bin, separate so tests can import it. */

export interface CliOptions {
  port: number;
  host: string;
  configFile?: string;
  dataFile?: string;
  help: boolean;
}

export const USAGE = `Usage: portico-emulator [--port 8787] [--host 127.0.0.1] [--config file.json] [--data file.json]

  --port    Port to listen on (0 picks a free one). Default ${DEFAULT_PORT}.
  --host    Interface to bind. Default ${DEFAULT_HOST}.
  --config  JSON file with emulator config overrides.
  --data    State file: a snapshot plus <file>.journal-<n>; every answered change
            is journalled first, so it survives a crash or kill.
  --help    Show this text.`;

export function parseCliArgs(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      config: { type: 'string', short: 'c' },
      data: { type: 'string', short: 'd' },
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
    help: values.help ?? false,
  };
}

export function bannerLines(url: string, publicToken: string): string[] {
  return [`Portico emulator listening on ${url}`, `Mailbox: ${url}/_emulator/`, `Public token: ${publicToken}`];
}
