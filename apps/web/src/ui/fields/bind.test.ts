import { describe, expect, it, vi } from 'vitest';
import { binder, bindKeys } from './bind.ts';

describe('bind', () => {
  it('hands a field the value of its key and changes only that key', () => {
    const set = vi.fn();
    const bind = binder({ name: 'a', port: 1 }, set);
    const port = bind('port');
    expect(port.value).toBe(1);
    port.onChange(2);
    expect(set).toHaveBeenCalledWith('port', 2);
  });

  it('hands an object edited as a whole a changed copy, leaving the original', () => {
    const value = { name: 'a', on: false };
    const onChange = vi.fn();
    bindKeys({ value, onChange })('on').onChange(true);
    expect(onChange).toHaveBeenCalledWith({ name: 'a', on: true });
    expect(value.on).toBe(false);
  });
});
