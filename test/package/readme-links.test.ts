/**
 * Checks what the packages ship for readers (run after `npm run build`):
 * every relative link in a packed Markdown file (`portico`'s README.md and
 * the docs/ it links to, the workspaces' READMEs) points to a file inside
 * the same package, and a link with a
 * `#fragment` into a Markdown file names one of its headings; absolute links
 * are left alone. Also the three packages' metadata: where the repository,
 * its issues and the home page are, and `react` / `react-dom` as optional
 * peers of `portico` (docs/reference.md, "Entries and React").
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const REPOSITORY = 'https://github.com/portico-auth/portico';

/** The files `npm pack` would put in the package in `dir`, as paths relative to it. */
function packedFiles(dir: string): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [result] = JSON.parse(out) as Array<{ files: Array<{ path: string }> }>;
  return result!.files.map((file) => file.path);
}

/** The targets of a Markdown text's inline links (`[text](target)`) and definitions (`[x]: target`), outside code. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const definitions = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!);
  return [...inline, ...definitions];
}

/** A heading's anchor as the repository's host renders it: lower case, punctuation dropped, spaces to `-`. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(markdown: string): Set<string> {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return new Set([...prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) => slug(m[1]!)));
}

/**
 * What is wrong with the links of the packed Markdown file `file`: a relative
 * target outside `files`, or a fragment no heading of its target has.
 * `read` gives a packed file's text.
 */
function linkProblems(file: string, markdown: string, files: ReadonlySet<string>, read: (file: string) => string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [pathPart = '', fragment] = target.split('#', 2);
    const resolved = pathPart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(pathPart)));
    if (!files.has(resolved)) {
      problems.push(`${file}: ${target} is not in the package`);
      continue;
    }
    if (fragment !== undefined && fragment !== '' && resolved.endsWith('.md') && !anchors(read(resolved)).has(fragment)) {
      problems.push(`${file}: ${target} names no heading of ${resolved}`);
    }
  }
  return problems;
}

describe('the portico package for readers', () => {
  let files: Set<string>;
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

  beforeAll(() => {
    files = new Set(packedFiles(root));
  }, 60_000);

  // The workspaces' READMEs are shipped alone: their links to the rest of the repository are absolute.
  it.each(['emulator', 'server'])('portico-%s has no relative link that leaves its package', (dir) => {
    const packed = new Set(packedFiles(path.join(root, dir)));
    const readPacked = (file: string) => readFileSync(path.join(root, dir, file), 'utf8');
    const markdown = [...packed].filter((file) => file.endsWith('.md'));
    expect(markdown).toContain('README.md');
    expect(markdown.flatMap((file) => linkProblems(file, readPacked(file), packed, readPacked))).toEqual([]);
  }, 60_000);

  it('ships the README and the docs it links to', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/reference.md');
  });

  it('has no relative link in a packed Markdown file that leaves the package or names no heading', () => {
    const markdown = [...files].filter((file) => file.endsWith('.md'));
    expect(markdown.length).toBeGreaterThan(1);
    expect(markdown.flatMap((file) => linkProblems(file, read(file), files, read))).toEqual([]);
  });

  it('the check finds a link outside the package, a wrong heading, and passes absolute links', () => {
    const readme = [
      'See [the catalogue](src/ui/i18n/messages.ts), [events](docs/reference.md#events),',
      '[a wrong one](docs/reference.md#no-such-heading), [home](https://example.com/x.md) and [top](#portico).',
      '`[not a link](src/index.ts)`',
      '[def]: ./test/unit/x.test.ts',
    ].join('\n');
    expect(linkProblems('README.md', readme, files, read)).toEqual([
      'README.md: src/ui/i18n/messages.ts is not in the package',
      'README.md: docs/reference.md#no-such-heading names no heading of docs/reference.md',
      'README.md: ./test/unit/x.test.ts is not in the package',
    ]);
  });

  it('makes anchors as the repository host does', () => {
    expect(slug('Self-hosting `portico/standalone`')).toBe('self-hosting-porticostandalone');
    expect(slug('Theme and CSS variables')).toBe('theme-and-css-variables');
    expect(slug('8. Session cookies and the refresh loop')).toBe('8-session-cookies-and-the-refresh-loop');
  });
});

describe('package metadata', () => {
  const packages = [
    { dir: '.', name: 'portico', directory: undefined },
    { dir: 'emulator', name: 'portico-emulator', directory: 'emulator' },
    { dir: 'server', name: 'portico-server', directory: 'server' },
  ];

  for (const { dir, name, directory } of packages) {
    it(`${name} says where its repository, issues and home page are`, () => {
      const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      expect(pkg.name).toBe(name);
      expect(pkg.repository).toEqual({ type: 'git', url: `git+${REPOSITORY}.git`, ...(directory ? { directory } : {}) });
      expect(pkg.bugs).toEqual({ url: `${REPOSITORY}/issues` });
      expect(pkg.homepage).toBe(directory ? `${REPOSITORY}/tree/main/${directory}#readme` : `${REPOSITORY}#readme`);
    });
  }

  it('portico has react and react-dom as optional peers (portico/standalone bundles Preact instead)', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
    };
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(['react', 'react-dom']);
    expect(pkg.peerDependenciesMeta).toEqual({ react: { optional: true }, 'react-dom': { optional: true } });
  });
});
