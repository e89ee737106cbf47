import { describe, expect, it } from 'vitest';
import { css, cx, flatten, keyframes, styleSheetText, styleSheetVersion, subscribeStyleSheet } from '../../../../src/ui/theme/css';

describe('flatten', () => {
  it('keeps declarations on the selector and flattens & rules, lists and descendants', () => {
    expect(flatten('color: red; &:focus { outline: none; } & *, & *::before { box-sizing: border-box; } svg { fill: x }', '.a')).toBe(
      '.a{color:red}.a:focus{outline:none}.a *,.a *::before{box-sizing:border-box}.a svg{fill:x}',
    );
  });

  it('keeps at-rules around the flattened rules, nested ones too', () => {
    expect(flatten('animation: spin 1s; @media (prefers-reduced-motion: reduce) { animation: none; &:hover { x: y } }', '.b')).toBe(
      '.b{animation:spin 1s}@media (prefers-reduced-motion: reduce){.b{animation:none}.b:hover{x:y}}',
    );
  });

  it('joins combinators and drops the space after a property name and the last semicolon (first-load bytes)', () => {
    expect(flatten('--portico-x : 1px; & > svg + b ~ i { margin-inline: 0 }', '.d')).toBe('.d{--portico-x:1px}.d>svg+b~i{margin-inline:0}');
  });

  it("does not split at a brace or semicolon inside quotes", () => {
    expect(flatten("&::before { content: '{;}'; }", '.c')).toBe(".c::before{content:'{;}'}");
  });
});

describe('css', () => {
  it('registers a rule once under a stable class name and composes rules by their source', () => {
    const ring = css`
      &:focus-visible {
        outline: 2px solid var(--x);
      }
    `;
    const button = css`
      color: red;
      ${ring}
    `;
    const again = css`
      color: red;
      ${ring}
    `;
    expect(button.className).toMatch(/^portico-[0-9a-z]+$/);
    expect(again.className).toBe(button.className);
    expect(styleSheetText()).toContain(`.${button.className}{color:red}.${button.className}:focus-visible{outline:2px solid var(--x)}`);
  });

  it('adds keyframes to the sheet and bumps the version when rules are added', () => {
    const before = styleSheetVersion();
    const spin = keyframes`to { transform: rotate(360deg); }`;
    const spinner = css`
      animation: ${spin} 1s linear infinite;
    `;
    expect(styleSheetVersion()).toBeGreaterThan(before);
    expect(styleSheetText()).toContain(`@keyframes ${spin.name}{to { transform: rotate(360deg); }}`);
    expect(styleSheetText()).toContain(`.${spinner.className}{animation:${spin.name} 1s linear infinite}`);
  });

  it('tells subscribers when rules are added (a chunk loaded after the first render), not when a rule repeats', () => {
    let calls = 0;
    const unsubscribe = subscribeStyleSheet(() => (calls += 1));
    css`late-rule: 1;`;
    expect(calls).toBe(1);
    css`late-rule: 1;`;
    expect(calls).toBe(1);
    unsubscribe();
    css`late-rule: 2;`;
    expect(calls).toBe(1);
  });

  it('cx joins class names and skips falsy entries', () => {
    const a = css`a: 1;`;
    const b = css`b: 2;`;
    expect(cx(a, false, null, undefined, b)).toBe(`${a.className} ${b.className}`);
    expect(cx()).toBe('');
  });
});
