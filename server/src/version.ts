/** Identifies this package in the `X-SDK-Client` header of the online check (docs/protocol.md §2). */
export const SDK_IDENTIFIER = 'Portico server';

/** Kept in step with server/package.json by hand (a test compares them): an edge bundle must not read package.json. */
export const SDK_VERSION = 'portico-server@0.1.0';
