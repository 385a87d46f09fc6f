import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SerialInput } from './serial-input.tsx';

function Harness({
  onChange,
  initial = '',
}: {
  onChange: (s: string, v: boolean) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="form">
      <SerialInput
        label="Serial"
        value={value}
        onChange={(serial, valid) => {
          setValue(serial);
          onChange(serial, valid);
        }}
      />
      <span data-testid="stored">{value}</span>
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </form>
  );
}

describe('SerialInput', () => {
  it('upper-cases and accepts the maker format', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Serial'), '114183712345');
    expect(screen.getByLabelText('Serial')).toHaveProperty('value', '114183712345');
    expect(onChange).toHaveBeenLastCalledWith('114183712345', true);
    expect(screen.getByRole('status').textContent).toMatch(/maker’s format/);
    expect(screen.getByLabelText('Serial')).toHaveProperty('validity.valid', true);
  });

  it('accepts a converted hex serial typed in lower case', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Serial'), '2801043214c7');
    expect(screen.getByLabelText('Serial')).toHaveProperty('value', '2801043214C7');
    expect(onChange).toHaveBeenLastCalledWith('2801043214C7', true);
    expect(screen.getByRole('status').textContent).toMatch(/already converted/);
  });

  it('verifies a herf serial and shows the converted hex', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Serial'), 'a11abcdef-1ry');
    expect(onChange).toHaveBeenLastCalledWith('282114b635cf', true);
    expect(screen.getByRole('status').textContent).toContain('282114b635cf');
    expect(screen.getByTestId('stored').textContent).toBe('282114b635cf');
    // The field keeps what the user typed, not the converted value.
    expect(screen.getByLabelText('Serial')).toHaveProperty('value', 'A11ABCDEF-1RY');
  });

  it('reports a wrong checksum in danger style and blocks the form', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Serial');
    await userEvent.type(input, 'A01234567-1AY');
    expect(onChange).toHaveBeenLastCalledWith('', false);
    const hint = screen.getByRole('status');
    expect(hint.textContent).toMatch(/check characters/);
    expect(hint.className).toContain('text-danger');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input).toHaveProperty('validity.valid', false);
  });

  it('reports an unknown format', async () => {
    render(<Harness onChange={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Serial'), 'A31234567-1AX');
    expect(screen.getByRole('status').textContent).toMatch(/Unknown serial number format/);
    expect(screen.getByRole('status').className).toContain('text-danger');
  });

  it('clears the hint when emptied and follows a reset from the parent', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Serial');
    await userEvent.type(input, 'XYZ');
    expect(screen.getByRole('status')).toBeTruthy();
    await userEvent.clear(input);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('', false);
    await userEvent.type(input, '114183712345');
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(input).toHaveProperty('value', '');
  });

  it('shows an initial value from the parent', () => {
    render(<Harness onChange={vi.fn()} initial="1164a0b1c2d3" />);
    expect(screen.getByLabelText('Serial')).toHaveProperty('value', '1164A0B1C2D3');
  });
});
