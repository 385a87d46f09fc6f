import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberField } from './number-field.tsx';

/** A form's state: a new object on every change, so every keystroke renders the form again. */
function Form({ initial }: { initial: number }) {
  const [form, setForm] = useState({ voltage: initial });
  return (
    <>
      <NumberField
        label="Voltage"
        value={form.voltage}
        onChange={(voltage) => setForm((previous) => ({ ...previous, voltage }))}
        step={0.01}
      />
      <output>{String(form.voltage)}</output>
    </>
  );
}

describe('NumberField', () => {
  it('keeps a decimal point and trailing zeros while they are typed', async () => {
    render(<Form initial={48} />);
    const field = screen.getByLabelText('Voltage');
    await userEvent.clear(field);
    await userEvent.type(field, '53.25');
    expect(field).toHaveProperty('value', '53.25');
    expect(screen.getByRole('status').textContent).toBe('53.25');
    await userEvent.clear(field);
    await userEvent.type(field, '0.05');
    expect(screen.getByRole('status').textContent).toBe('0.05');
  });

  it('shows a new value given from outside, and an emptied field as NaN', async () => {
    const { rerender } = render(<Form key="a" initial={12} />);
    expect(screen.getByLabelText('Voltage')).toHaveProperty('value', '12');
    rerender(<Form key="b" initial={7.5} />);
    expect(screen.getByLabelText('Voltage')).toHaveProperty('value', '7.5');
    await userEvent.clear(screen.getByLabelText('Voltage'));
    expect(screen.getByRole('status').textContent).toBe('NaN');
  });
});
