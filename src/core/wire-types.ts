/**
 * The client's view of the `/sdk/v1` shapes: defined once in the protocol
 * module the emulator shares (protocol/wire-types.ts; docs/architecture.md,
 * "Where the wire types live"), re-exported here for the client's modules.
 */
export type * from '../../protocol/wire-types';
