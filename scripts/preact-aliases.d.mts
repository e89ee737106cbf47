/** React import path → its preact/compat equivalent (see preact-aliases.mjs). */
export declare const PREACT_ALIASES: Readonly<Record<string, string>>;
/** The identity `hoist-non-react-statics` (see preact-aliases.mjs). */
export declare const HOIST_STATICS_SHIM: string;
