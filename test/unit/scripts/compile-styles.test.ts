/**
 * The standalone build's compiled style rules (scripts/compile-styles.mjs)
 * are the rules `css` and `keyframes` register at run time: same class names,
 * same text, every template of every style module.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileStyles, replaceTemplates } from '../../../scripts/compile-styles.mjs';
import { styleSheetText } from '../../../src/ui/theme/css';

const src = path.resolve(import.meta.dirname, '../../../src');

describe('compiled style rules', () => {
  it('match what the modules register at run time', async () => {
    const table = await compileStyles(src);
    // Every style module registers its rules when it loads, lazy flows' included.
    for (const file of table.keys()) await import(file);
    const sheet = styleSheetText();
    let count = 0;
    for (const [file, rules] of table) {
      expect(rules.length, file).toBeGreaterThan(0);
      for (const rule of rules) {
        // A rule's text holds `&` for its class selector; the sheet has it filled in (src/ui/theme/css.ts).
        const text = rule.kind === 'css' ? rule.text.replace(/&/g, `.${rule.className}`) : rule.text;
        expect(sheet, `${file}: ${rule.kind === 'css' ? rule.className : rule.name}`).toContain(text);
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(40);
  });

  it('replace every template of a module, in order, and refuse a mismatch', async () => {
    const table = await compileStyles(src);
    const file = path.join(src, 'ui/components/button.styles.ts');
    const rules = table.get(file)!;
    const code = replaceTemplates(readFileSync(file, 'utf8'), file, rules, '/css.ts');
    expect(code).not.toMatch(/\bcss`/);
    for (const rule of rules) expect(code).toContain(JSON.stringify(rule.text));
    expect(() => replaceTemplates(readFileSync(file, 'utf8'), file, rules.slice(1), '/css.ts')).toThrow(/templates but ran/);
  });
});
