/** The Chromium binary the tests and the bench start (CHROMIUM_PATH overrides it). */
export declare const CHROMIUM_PATH: string;
/** The launch flags proved on this project's machines. */
export declare const CHROMIUM_ARGS: string[];
