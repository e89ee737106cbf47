// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasscodeField } from '../../../../src/ui/components/passcode-field';
import { PASSCODE_LENGTH } from '../../../../src/ui/components/passcode';

afterEach(cleanup);

function Harness({ onComplete, errorId, invalid }: { onComplete?: (code: string) => void; errorId?: string; invalid?: boolean }) {
  const [code, setCode] = useState('');
  return (
    <>
      <PasscodeField
        value={code}
        onChange={setCode}
        onComplete={onComplete}
        label="Passcode"
        description="A 6-digit passcode was sent to you at jane@example.com."
        errorId={errorId}
        invalid={invalid}
      />
      <p id="err">Invalid passcode, please try again.</p>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Passcode' }) as HTMLInputElement;
const paste = (text: string) => fireEvent.paste(field(), { clipboardData: { getData: () => text } });

describe('PasscodeField', () => {
  it('is a labelled one-time-code input with numeric keyboard, its description, and no maxlength', () => {
    render(<Harness />);
    const input = field();
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.hasAttribute('maxlength')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('A 6-digit passcode was sent to you at jane@example.com.');
  });

  it.each(['123 456', '123-456', ' 123456', '123456 '])('pasting %j gives 123456 and completes once', (text) => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    paste(text);
    expect(field().value).toBe('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it.each(['123 456', '123-456', ' 123456'])('an autofilled %j gives 123456 and completes once', (text) => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(field(), { target: { value: text } });
    expect(field().value).toBe('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('keeps digits only, at most 6, and completes only on the change that reaches 6', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(field(), { target: { value: '12a3' } });
    expect(field().value).toBe('123');
    fireEvent.change(field(), { target: { value: '12345' } });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: '1234567' } });
    expect(field().value).toBe('123456');
    expect(field().value).toHaveLength(PASSCODE_LENGTH);
    fireEvent.change(field(), { target: { value: '1234567' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('a paste replaces the selection, so a new code can be pasted over an old one', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(field(), { target: { value: '111111' } });
    field().setSelectionRange(0, 6);
    paste('222-333');
    expect(field().value).toBe('222333');
    expect(onComplete.mock.calls).toEqual([['111111'], ['222333']]);
  });

  it('a paste without digits changes nothing', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: '12' } });
    paste('abc');
    expect(field().value).toBe('12');
  });

  it('references the error and is invalid only when told', () => {
    const { rerender } = render(<Harness errorId="err" />);
    expect(field().getAttribute('aria-describedby')).toMatch(/ err$/);
    expect(field().hasAttribute('aria-invalid')).toBe(false);
    rerender(<Harness errorId="err" invalid />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: /Invalid passcode, please try again\./ })).toBe(field());
  });

  it('forwards its ref to the input and can be disabled', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasscodeField ref={ref} value="" onChange={() => {}} label="Passcode" disabled />);
    expect(ref.current).toBe(field());
    expect(field().disabled).toBe(true);
    expect(field().hasAttribute('aria-describedby')).toBe(false);
  });

  it('draws six aria-hidden boxes over the input: the digits so far, and the next one marked active', () => {
    render(<Harness />);
    const slots = () => {
      const box = field().nextElementSibling as HTMLElement;
      expect(box.getAttribute('aria-hidden')).toBe('true');
      return [...box.children] as HTMLElement[];
    };
    expect(slots()).toHaveLength(PASSCODE_LENGTH);
    expect(slots().map((s) => s.textContent)).toEqual(['', '', '', '', '', '']);
    expect(slots().map((s) => s.hasAttribute('data-active'))).toEqual([true, false, false, false, false, false]);
    fireEvent.change(field(), { target: { value: '12' } });
    expect(slots().map((s) => s.textContent)).toEqual(['1', '2', '', '', '', '']);
    expect(slots().findIndex((s) => s.hasAttribute('data-active'))).toBe(2);
    fireEvent.change(field(), { target: { value: '123456' } });
    expect(slots().map((s) => s.textContent).join('')).toBe('123456');
    // Complete: the last box stays the active one.
    expect(slots().findIndex((s) => s.hasAttribute('data-active'))).toBe(5);
    // The boxes add nothing to the field's accessible name.
    expect(screen.getByRole('textbox', { name: 'Passcode' })).toBe(field());
  });
});
