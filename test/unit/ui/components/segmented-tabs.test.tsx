// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SegmentedTabs, type SegmentedTab } from '../../../../src/ui/components/segmented-tabs';

afterEach(cleanup);

type Method = 'sms' | 'whatsapp' | 'email';
const TABS: readonly SegmentedTab<Method>[] = [
  { id: 'sms', label: 'Text' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'email', label: 'Email' },
];

function Harness({ initial = 'sms' as Method }) {
  const [selected, setSelected] = useState<Method>(initial);
  return (
    <SegmentedTabs tabs={TABS} selected={selected} onSelect={setSelected} label="Sign-in method">
      <p>panel of {selected}</p>
    </SegmentedTabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('SegmentedTabs', () => {
  it('exposes a named tablist, tabs with one tab stop, and a panel labelled by the selected tab', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Sign-in method' });
    expect(list).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Text', 'WhatsApp', 'Email']);
    expect(tab('Text').getAttribute('aria-selected')).toBe('true');
    expect(tab('WhatsApp').getAttribute('aria-selected')).toBe('false');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Text' });
    expect(panel.textContent).toBe('panel of sms');
    expect(tab('Text').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.hasAttribute('tabindex')).toBe(false);
  });

  it('ArrowRight/ArrowLeft move focus and selection, wrapping at the ends', () => {
    render(<Harness />);
    tab('Text').focus();
    fireEvent.keyDown(tab('Text'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('WhatsApp'));
    expect(tab('WhatsApp').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'WhatsApp' }).textContent).toBe('panel of whatsapp');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);

    fireEvent.keyDown(tab('WhatsApp'), { key: 'ArrowRight' });
    fireEvent.keyDown(tab('Email'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Text'));
    expect(tab('Text').getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(tab('Text'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Email'));
    expect(tab('Email').getAttribute('aria-selected')).toBe('true');
  });

  it('Home and End select the first and last tab; other keys do nothing', () => {
    render(<Harness initial="whatsapp" />);
    fireEvent.keyDown(tab('WhatsApp'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Email'));
    expect(tab('Email').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Email'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Text'));
    expect(tab('Text').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Text'), { key: 'ArrowDown' });
    expect(tab('Text').getAttribute('aria-selected')).toBe('true');
  });

  it('selects on click', () => {
    render(<Harness />);
    fireEvent.click(tab('Email'));
    expect(tab('Email').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Email' }).textContent).toBe('panel of email');
  });

  it('keeps a tab stop when the selection is not one of the tabs', () => {
    render(<SegmentedTabs tabs={TABS} selected={'other' as Method} onSelect={() => {}} label="Method" />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});
