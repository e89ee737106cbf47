#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { bannerLines, parseCliArgs, USAGE, type CliOptions } from './cli-args';
import type { EmulatorConfigInput } from './config';
import { startEmulator } from './server';

/** `portico-emulator`: serves the emulator until SIGINT/SIGTERM, then writes the snapshot. */

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const config: unknown = options.configFile ? JSON.parse(readFileSync(options.configFile, 'utf8')) : {};
  const handle = await startEmulator({
    port: options.port,
    host: options.host,
    // Validated (strictly) by the emulator's config schema.
    config: config as EmulatorConfigInput,
    dataFile: options.dataFile,
    connectionLimits: options.connectionLimits,
  });
  for (const line of bannerLines(handle.url, handle.emulator.deps.config.publicToken)) console.log(line);

  const shutdown = (): void => {
    handle.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Failed to close the emulator cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
