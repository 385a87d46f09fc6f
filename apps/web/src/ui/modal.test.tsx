import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Confirm reboot">
        <input aria-label="Reason" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled dialog that focuses its content and traps Tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm reboot' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(document.activeElement).toBe(reason);
    // Order inside: header close button, input, footer close button.
    await user.tab();
    const [headerClose, footerClose] = screen.getAllByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(footerClose);
    await user.tab();
    expect(document.activeElement).toBe(headerClose);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(footerClose);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
