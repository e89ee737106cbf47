// Types of scripts/compile-styles.mjs, for the unit tests (TypeScript).
export type CompiledTemplate =
  | { kind: 'css'; className: string; text: string }
  | { kind: 'keyframes'; name: string; text: string };
export function compileStyles(srcDir: string): Promise<Map<string, CompiledTemplate[]>>;
export function replaceTemplates(code: string, file: string, compiled: readonly CompiledTemplate[], cssModule: string): string;
export function compiledStyles(srcDir: string): { name: string };
