// Types of scripts/size/provider-b2b-ui.mjs, for the tests and scripts/size.mjs (TypeScript).
/** The module a page imports to mount the provider's B2B Discovery login (email passcodes). */
export declare const PROVIDER_B2B_UI_ENTRY: string;
/** The compressed bytes of that entry's first load: gzip level 9 and brotli quality 11. */
export declare function measureProviderB2BUI(): Promise<{ bytesGzip: number; bytesBrotli: number }>;
