/**
 * Style rules compiled at build time for the standalone build
 * (scripts/build-standalone.mjs). At run time `css` and `keyframes`
 * (src/ui/theme/css.ts) hash each rule's text and flatten its nesting when
 * its module is evaluated: a few milliseconds of a cold page before the
 * widget can mount. Here every module with such templates is evaluated once
 * in Node, and each template is replaced in its source by the result, a call
 * that only registers the finished text (`compiledRule`, `compiledKeyframes`).
 * The class names are the same as at run time.
 *
 * The templates are matched in source order against the calls recorded while
 * evaluating, so each template must run exactly once, at module level (no
 * template in a function): the build fails otherwise.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** A `css` or `keyframes` tagged template without nested template literals (not a name quoted in a comment). */
const TEMPLATE = /(?<!`)\b(css|keyframes)`((?:[^`\\]|\\.)*)`/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Evaluates every module under `srcDir` that has `css`/`keyframes` templates
 * and returns, per file, the compiled templates in source order:
 * `{ kind: 'css', className, text } | { kind: 'keyframes', name, text }`.
 */
export async function compileStyles(srcDir) {
  const cssModule = path.join(srcDir, 'ui', 'theme', 'css.ts');
  const styleFiles = sourceFiles(srcDir).filter((file) => file !== cssModule && new RegExp(TEMPLATE.source).test(readFileSync(file, 'utf8')));
  const recorder = {
    name: 'portico-style-recorder',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const contents = readFileSync(args.path, 'utf8');
        if (args.path === cssModule) {
          // Wraps the module's own `css` and `keyframes` to record what each call registered.
          return {
            loader: 'ts',
            contents: `${contents}
export const __compiled: Array<{ file: string; kind: string; className?: string; name?: string; text: string }> = [];
const __css = css, __keyframes = keyframes;
// @ts-ignore
css = (strings, ...values) => {
  const rule = __css(strings, ...values);
  __compiled.push({ file: (globalThis as any).__porticoStyleFile, kind: 'css', className: rule.className, text: rules.get(rule.className)! });
  return rule;
};
// @ts-ignore
keyframes = (strings, ...values) => {
  const frames = __keyframes(strings, ...values);
  __compiled.push({ file: (globalThis as any).__porticoStyleFile, kind: 'keyframes', name: frames.name, text: rules.get(frames.name)! });
  return frames;
};
`,
          };
        }
        if (!styleFiles.includes(args.path)) return undefined;
        // Module bodies run one after the other: this marks whose calls follow.
        return { loader: path.extname(args.path).slice(1), contents: `(globalThis as any).__porticoStyleFile = ${JSON.stringify(args.path)};\n${contents}` };
      });
    },
  };
  // Namespaces kept as exports: the package is side-effect free, so a bare import would be dropped.
  const entry = [
    `export { __compiled } from ${JSON.stringify(cssModule)};`,
    ...styleFiles.map((file, i) => `import * as s${i} from ${JSON.stringify(file)};`),
    `export const __modules = [${styleFiles.map((_, i) => `s${i}`).join(', ')}];`,
  ].join('\n');
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: srcDir, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    // Style modules import types and constants only; anything else stays out of the evaluation.
    external: ['react', 'react-dom', 'preact', 'preact/*'],
    jsx: 'automatic',
    plugins: [recorder],
    treeShaking: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const { __compiled } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  const byFile = new Map(styleFiles.map((file) => [file, []]));
  for (const call of __compiled) {
    if (!byFile.has(call.file)) throw new Error(`compile-styles: a style rule was made outside a style module (${call.file ?? 'unknown'})`);
    byFile.get(call.file).push(call);
  }
  return byFile;
}

/** `code` (the source of `file`) with each template replaced by its compiled rule. */
export function replaceTemplates(code, file, compiled, cssModule) {
  const matches = [...code.matchAll(TEMPLATE)];
  if (matches.length !== compiled.length) {
    throw new Error(
      `compile-styles: ${file} has ${matches.length} css/keyframes templates but ran ${compiled.length}; ` +
        'each template must run once, at module level',
    );
  }
  let index = 0;
  const out = code.replace(TEMPLATE, (_match, kind) => {
    const call = compiled[index++];
    if (call.kind !== kind) throw new Error(`compile-styles: ${file}: template ${index} is ${kind}, ran ${call.kind}`);
    return kind === 'css'
      ? `__compiledRule(${JSON.stringify(call.className)}, ${JSON.stringify(call.text)})`
      : `__compiledKeyframes(${JSON.stringify(call.name)}, ${JSON.stringify(call.text)})`;
  });
  return `import { compiledRule as __compiledRule, compiledKeyframes as __compiledKeyframes } from ${JSON.stringify(cssModule)};\n${out}`;
}

/** A Rollup plugin applying the above to the modules it bundles. */
export function compiledStyles(srcDir) {
  const cssModule = path.join(srcDir, 'ui', 'theme', 'css.ts');
  let table = null;
  return {
    name: 'portico-compiled-styles',
    async buildStart() {
      table = await compileStyles(srcDir);
    },
    transform(code, id) {
      const compiled = table.get(id);
      if (compiled === undefined) return null;
      return { code: replaceTemplates(code, id, compiled, cssModule), map: null };
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const table = await compileStyles(path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'src'));
  for (const [file, calls] of table) console.log(file, calls.length, calls.reduce((n, c) => n + c.text.length, 0));
}
