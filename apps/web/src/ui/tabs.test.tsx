import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const TABS = [
  { id: 'pins', label: 'Pin assignment', content: 'pins panel' },
  { id: 'display', label: 'Display', content: 'display panel' },
  { id: 'leds', label: 'LEDs', content: 'leds panel' },
];

describe('Tabs', () => {
  it('keeps only the selected tab in the Tab order', () => {
    render(<Tabs tabs={TABS} label="Device" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Pin assignment' }).textContent).toBe('pins panel');
  });

  it('moves with arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={TABS} label="Device" />);
    await user.click(screen.getByRole('tab', { name: 'Pin assignment' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Display' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('display panel');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'LEDs' }));
    expect(screen.getByRole('tab', { name: 'LEDs' }).getAttribute('tabindex')).toBe('0');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Pin assignment' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'LEDs' })).toBeTruthy();
  });

  it('uses Up and Down when vertical', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={TABS} label="Inverters" vertical />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    await user.click(screen.getByRole('tab', { name: 'Pin assignment' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Display' }));
  });
});
