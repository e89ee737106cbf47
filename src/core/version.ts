/** Identifies this SDK in the `X-SDK-Client` header and telemetry. */
export const SDK_IDENTIFIER = 'Portico JavaScript SDK';

/** Kept in step with package.json by hand: the browser bundle must not read package.json. */
export const SDK_VERSION = 'portico@0.1.0';
