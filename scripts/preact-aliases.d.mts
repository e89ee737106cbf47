/** React import path → its preact/compat equivalent (see preact-aliases.mjs). */
export declare const PREACT_ALIASES: Readonly<Record<string, string>>;
