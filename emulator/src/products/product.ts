import type { Hono } from 'hono';
import type { z } from 'zod';
import type { User } from '../../../protocol';
import type { EmulatorDeps, EmulatorEnv } from '../context';
import type { ErrorFormat } from '../error-formats';
import type { IdpSubjectSource } from '../idp-subjects';
import type { AnyCollectionSpec } from '../store/collection';
import type { DeepReadonly } from '../store/readonly';
import type { AnyPersistedStateSpec } from '../store/state';
import type { UserRecord } from './users/records';

/**
 * A product of the provider's API, as one unit: its collections (with what
 * happens to them when a user is deleted), the fields it adds to the dev
 * API's user seed, its `/sdk/v1` routes, its dev-API routes, and any surface
 * outside `/sdk/v1` with its own error format. Products are listed once, in
 * products/registry.ts; docs/architecture.md "How to add an emulator product".
 */
export interface Product {
  readonly name: string;
  readonly collections?: readonly AnyCollectionSpec[];
  /**
   * State kept outside the collections, across resets, in the snapshot
   * (store/state.ts `definePersistedState`; read with `store.stateOf`).
   * In-memory state (`defineState`) needs no listing: it is created on first use.
   */
  readonly persistedState?: readonly AnyPersistedStateSpec[];
  /** Routes under `/sdk/v1` (the provider's error body, Basic auth, faults). */
  readonly sdkRoutes?: (deps: EmulatorDeps) => Hono<EmulatorEnv>;
  /** Routes under `/_emulator` (no auth; plain JSON answers). */
  readonly devRoutes?: (deps: EmulatorDeps) => Hono<EmulatorEnv>;
  /** Other surfaces, each mounted at its own base path with its own error format. */
  readonly surfaces?: readonly Surface[];
  readonly seed?: SeedFields;
  /**
   * Factors this product keeps for a user, removable with
   * `DELETE /sdk/v1/users/<kind>/<id>` (`kind` as in the route).
   */
  readonly factors?: Readonly<Record<string, FactorRemoval>>;
  /** Fields this product adds to the wire user (docs/protocol.md §6), e.g. the user's TOTPs. */
  readonly wireUser?: (deps: EmulatorDeps, user: DeepReadonly<UserRecord>) => Partial<User>;
  /**
   * An email of the user was proven for the first time (users.ts
   * `verifyFactor`). `keepSessionId` is the prover's session, which must stay.
   */
  readonly onEmailProven?: (deps: EmulatorDeps, user: DeepReadonly<UserRecord>, proof: EmailProof) => void;
  /** Signed-in subjects other than users for whom the OpenID provider issues codes and tokens (idp-subjects.ts). */
  readonly idpSubjects?: IdpSubjectSource;
}

export interface EmailProof {
  readonly emailId: string;
  /** The session the proving caller holds or joins, if it belongs to this user. */
  readonly keepSessionId: string | undefined;
}

export interface Surface {
  /** e.g. `/v1/public` or `/oauth2`; `/` for well-known paths at the root. */
  readonly basePath: string;
  readonly routes: (deps: EmulatorDeps) => Hono<EmulatorEnv>;
  /** How errors raised by these routes (and unknown paths under `basePath`) are answered. */
  readonly errors: ErrorFormat;
}

/** Fields a product adds to `POST /_emulator/users`, applied after the user is created. */
export interface SeedFields {
  readonly fields: z.ZodRawShape;
  /**
   * Refuses values `apply` could not honour (a wallet another user has), before
   * any user of the request is created, so a seed or a batch fails whole.
   * `claimed` is shared by the bodies of one request: keys a product records
   * there are taken for the rest of the batch.
   */
  check?(deps: EmulatorDeps, values: Record<string, unknown>, claimed: Set<string>): void;
  /**
   * Slow work (hashing a password) done before anything of the request is
   * checked or written; answers the values `apply` gets instead of the parsed
   * ones. A seed's checks and writes then run in one synchronous step, so no
   * other request, a reset included, can land between them
   * (docs/testing.md, "One emulator for a whole suite").
   */
  prepare?(values: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** `values` holds this product's fields as parsed (absent ones undefined), or as `prepare` answered them. Synchronous (see `prepare`). */
  apply(deps: EmulatorDeps, user: DeepReadonly<UserRecord>, values: Record<string, unknown>): void;
}

export interface FactorRemoval {
  /** Removes the factor from the user; false when the user has no such factor. */
  remove(deps: EmulatorDeps, user: DeepReadonly<UserRecord>, id: string): boolean;
  notFound(): Error;
}
