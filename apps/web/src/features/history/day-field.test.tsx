import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DayField } from './day-field.tsx';

const DAYS = ['2024-10-25', '2024-10-26', '2024-10-27'];

describe('DayField', () => {
  it('lists the days, shows the chosen one and hands a choice back', async () => {
    const chosen = vi.fn();
    render(<DayField label="Days" value="2024-10-27" days={DAYS} onChange={chosen} />);
    const select = screen.getByRole('combobox', { name: 'Days' }) as HTMLSelectElement;
    expect(Array.from(select.options, (option) => option.value)).toEqual(DAYS);
    expect(select.value).toBe('2024-10-27');
    await userEvent.selectOptions(select, '2024-10-25');
    expect(chosen).toHaveBeenCalledWith('2024-10-25');
  });

  it('keeps its options when the page renders again with the same days (no new parse)', () => {
    const days = [...DAYS];
    const { rerender } = render(<DayField label="Days" value="2024-10-27" days={days} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Days' }) as HTMLSelectElement;
    const first = select.options[0];
    rerender(<DayField label="Days" value="2024-10-26" days={days} onChange={() => {}} />);
    expect(select.options[0]).toBe(first);
    expect(select.value).toBe('2024-10-26');
  });

  it('writes a day key as text, never as markup', () => {
    render(<DayField label="Days" value="a<b" days={['a<b']} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Days' }) as HTMLSelectElement;
    expect(select.options[0]?.textContent).toBe('a<b');
    expect(select.querySelector('b')).toBeNull();
  });
});
