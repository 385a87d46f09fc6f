import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckField } from './fields/check-field.tsx';
import { Modal } from './modal.tsx';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

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

describe('useDomId', () => {
  it('gives a field that appears in an open dialog an id of its own, so its label names it', async () => {
    render(<PageWithDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(dialog.contains(screen.getByLabelText('Inside'))).toBe(true);
    expect(dialog.contains(screen.getByLabelText('Behind'))).toBe(false);
  });

  it('is the only source of ids: no file uses React’s useId', () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => /import \{[^}]*\buseId\b[^}]*\} from 'react'/.test(sources[file]))).toEqual(
      [],
    );
  });
});
