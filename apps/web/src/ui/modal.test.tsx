import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckField } from './fields/check-field.tsx';
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

/** A page field behind a dialog whose own field appears only after the dialog rendered again. */
function PageWithDialog() {
  const [more, setMore] = useState(false);
  return (
    <>
      <CheckField label="Behind" value={false} onChange={() => {}} />
      <Modal open title="Details" onClose={() => {}}>
        <button type="button" onClick={() => setMore(true)}>
          More
        </button>
        {more && <CheckField label="Inside" value onChange={() => {}} />}
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('gives a field that appears in the open dialog an id of its own, so its label names it', async () => {
    render(<PageWithDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(dialog.contains(screen.getByLabelText('Inside'))).toBe(true);
    expect(dialog.contains(screen.getByLabelText('Behind'))).toBe(false);
  });

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
