import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { apiError, Errors } from '../../errors';
import { parseBody } from '../../validation';
import { USER_SEED_FIELDS } from './seed';
import { createUser, findUserByEmail, findUserByPhone, findUserById, toWireUser, usersOf, type ReadonlyUser } from './users';

/**
 * Seeding, listing and deleting users as a real project's backend would
 * (`/_emulator/users`). The seed body is the users product's fields plus
 * every other product's (`seed` in product.ts), checked strictly.
 */

/** Most users one batch request may seed (the dev API's body limit allows about this many). */
export const MAX_SEED_BATCH = 1000;

export const userNotFound = (): Error => apiError(404, 'user_not_found', 'User could not be found.');

function seedSchemaOf(deps: EmulatorDeps) {
  const shape: z.ZodRawShape = { ...USER_SEED_FIELDS };
  for (const product of deps.products) Object.assign(shape, product.seed?.fields);
  return z.strictObject(shape);
}

type SeedBody = z.output<z.ZodObject<typeof USER_SEED_FIELDS>> & Record<string, unknown>;

/** One seed body with each product's values, as its `prepare` answered them (product.ts). */
interface PreparedSeed {
  body: SeedBody;
  values: Map<string, Record<string, unknown>>;
}

function productValues(fields: z.ZodRawShape, body: SeedBody): Record<string, unknown> {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, body[key]]));
}

/** The slow part of seeding (password hashing), before anything is checked or written. */
async function prepare(deps: EmulatorDeps, body: SeedBody): Promise<PreparedSeed> {
  const values = new Map<string, Record<string, unknown>>();
  for (const product of deps.products) {
    if (!product.seed) continue;
    const parsed = productValues(product.seed.fields, body);
    values.set(product.name, product.seed.prepare ? await product.seed.prepare(parsed) : parsed);
  }
  return { body, values };
}

/** Every product's `seed.check` on one body (`claimed` shared across a batch). */
function checkProducts(deps: EmulatorDeps, body: SeedBody, claimed: Set<string>): void {
  for (const product of deps.products) product.seed?.check?.(deps, productValues(product.seed.fields, body), claimed);
}

/**
 * Creates one checked user. Synchronous, like the checks before it: a seed is
 * one step no other request, and no reset, can land in the middle of
 * (docs/testing.md, "One emulator for a whole suite").
 */
function seedOne(deps: EmulatorDeps, { body, values }: PreparedSeed): ReadonlyUser {
  const user = createUser(deps, {
    email: body.email,
    emailVerified: body.email_verified,
    phoneNumber: body.phone_number,
    phoneVerified: body.phone_number_verified,
    status: body.status,
    name: body.name,
    untrustedMetadata: body.untrusted_metadata,
    trustedMetadata: body.trusted_metadata,
    roles: body.roles,
  });
  for (const product of deps.products) product.seed?.apply(deps, user, values.get(product.name) ?? {});
  return findUserById(deps, user.user_id) ?? user;
}

function refuseTaken(deps: EmulatorDeps, body: SeedBody): void {
  if (body.email && findUserByEmail(deps, body.email)) throw Errors.duplicateEmail();
  if (body.phone_number && findUserByPhone(deps, body.phone_number)) throw Errors.duplicatePhoneNumber();
}

export function userDevRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const seedSchema = seedSchemaOf(deps);

  routes.post('/users', async (c) => {
    const body = (await parseBody(c, seedSchema)) as SeedBody;
    const prepared = await prepare(deps, body);
    // From here on, no await until the answer.
    checkProducts(deps, body, new Set());
    refuseTaken(deps, body);
    return c.json({ user: toWireUser(deps, seedOne(deps, prepared)) });
  });

  /** Many users in one request (load tests seed 100,000 this way), all or none; answers their ids only. */
  routes.post('/users/batch', async (c) => {
    const { users } = await parseBody(c, z.object({ users: z.array(seedSchema).min(1).max(MAX_SEED_BATCH) }));
    const prepared = await Promise.all((users as SeedBody[]).map((body) => prepare(deps, body)));
    // From here on, no await until the answer: the checks hold for the writes.
    const seen = new Set<string>();
    const claimed = new Set<string>();
    for (const body of users as SeedBody[]) {
      checkProducts(deps, body, claimed);
      for (const key of [body.email, body.phone_number]) {
        if (key === undefined) continue;
        // A duplicate inside the batch fails the batch before anything is created.
        if (seen.has(key)) throw key === body.email ? Errors.duplicateEmail() : Errors.duplicatePhoneNumber();
        seen.add(key);
      }
      refuseTaken(deps, body);
    }
    return c.json({ user_ids: prepared.map((seed) => seedOne(deps, seed).user_id) });
  });

  routes.get('/users', (c) => c.json({ users: usersOf(deps).values().map((user) => toWireUser(deps, user)) }));

  /** Deletes the user and everything every product keeps for it (their `onUserDeleted`). */
  routes.delete('/users/:user_id', (c) => {
    const user = findUserById(deps, c.req.param('user_id'));
    if (!user) throw userNotFound();
    deps.store.deleteUser(user.user_id);
    return c.json({});
  });

  return routes;
}
