/**
 * The dev client covers the whole dev API: every route the emulator's app has
 * under `/_emulator` is in the client's route table (dev-client/routes.ts),
 * and every entry of the table is a route the app has and a method of the
 * client. A dev route added without a client method fails here.
 */
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../emulator/src/create-emulator';
import { DEV_API_BASE, DEV_ROUTES } from '../../../emulator/src/dev-client/routes';
import { sharedSigningKey } from './helpers';

const key = (method: string, path: string) => `${method} ${path.replace(/\/$/, '') || '/'}`;

describe('dev client coverage', () => {
  const emulator = createEmulator({}, { signingKey: sharedSigningKey() });
  const appRoutes = emulator.app.routes
    .filter((route) => route.path.startsWith(DEV_API_BASE) && route.method !== 'ALL')
    .map((route) => key(route.method, route.path.slice(DEV_API_BASE.length) || '/'));
  const tableRoutes = Object.values(DEV_ROUTES).map((route) => key(route.method, route.path));

  it('has a client method for every dev route of the app', () => {
    expect(appRoutes.length).toBeGreaterThan(20);
    expect(appRoutes.filter((route) => !tableRoutes.includes(route))).toEqual([]);
  });

  it('lists only routes the app has, each once', () => {
    expect(tableRoutes.filter((route) => !appRoutes.includes(route))).toEqual([]);
    expect(new Set(tableRoutes).size).toBe(tableRoutes.length);
  });

  it('names, for each route, a method the client has', () => {
    const missing = Object.keys(DEV_ROUTES).filter((name) => {
      let target: unknown = emulator.api;
      for (const part of name.split('.')) target = (target as Record<string, unknown> | undefined)?.[part];
      return typeof target !== 'function';
    });
    expect(missing).toEqual([]);
  });
});
