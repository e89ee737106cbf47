// Types of scripts/client-directive.mjs, for tsup.config.ts (TypeScript).
export declare const CLIENT_DIRECTIVE: string;
export declare const CLIENT_ENTRIES: string[];
export declare function addClientDirective(dist: string, files?: readonly string[]): Promise<void>;
