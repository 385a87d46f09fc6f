import { CODE, type InverterListEntry } from '@dtu/contract';
import { deviceAnswer, inverterListEntry } from '@dtu/contract/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InverterSettingsPage } from './inverter-settings-page.tsx';

/** The fixture inverter; the one with id 1 is not polled at night. */
const entry = (id: number, name: string, order: number, extra: Partial<InverterListEntry> = {}) =>
  inverterListEntry(id, name, order, { poll_enable_night: id !== 1, ...extra });

let posts: { path: string; data: unknown }[];
let inverters: InverterListEntry[];

beforeEach(() => {
  posts = [];
  inverters = [entry(0, 'Garage', 1), entry(1, 'Roof', 0), entry(2, 'Shed', 2)];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/inverter/list') return new Response(JSON.stringify({ inverter: inverters }));
      posts.push({ path, data: JSON.parse((init!.body as FormData).get('data') as string) });
      return new Response(JSON.stringify(deviceAnswer(CODE.InverterOrdered)));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const names = () =>
  within(screen.getAllByRole('rowgroup')[1])
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[3].firstElementChild?.textContent);

describe('inverter settings page', () => {
  it('lists inverters by order with accessible status badges and buttons', async () => {
    render(<InverterSettingsPage />);
    expect(await screen.findByRole('button', { name: 'Edit Roof' })).toBeTruthy();
    expect(names()).toEqual(['Roof', 'Garage', 'Shed']);
    const roof = screen.getByRole('button', { name: 'Delete Roof' }).closest('tr') as HTMLElement;
    // Shown once as a column and once under the name for phones (CSS picks one).
    expect(within(roof).getAllByText(/Receive: day only/)).toHaveLength(2);
    expect(within(roof).getAllByText(/Send: day and night/)).toHaveLength(2);
  });

  it('moves a row with the keyboard, announces it and saves the order', async () => {
    render(<InverterSettingsPage />);
    const handle = await screen.findByRole('button', { name: /^Move Roof/ });
    handle.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(names()).toEqual(['Garage', 'Roof', 'Shed']);
    expect(screen.getByText('Roof moved to position 2 of 3.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Move Roof/ }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(names()).toEqual(['Garage', 'Shed', 'Roof']);
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    expect(posts).toEqual([{ path: '/api/inverter/order', data: { order: [0, 2, 1] } }]);
    expect(await screen.findByText('Inverter order saved.')).toBeTruthy();
  });

  it('asks before deleting, naming the inverter and its serial', async () => {
    render(<InverterSettingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Shed' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete inverter' });
    expect(
      within(dialog).getByText('Delete the inverter "Shed" with serial number 114183712342?'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(posts).toEqual([{ path: '/api/inverter/del', data: { id: 2 } }]);
  });

  it('validates the edit form across tabs and sends the edited entry', async () => {
    render(<InverterSettingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Garage' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit inverter' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
    const threshold = within(dialog).getByLabelText('Reachable threshold');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '101');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'String' }));
    const maxPower = within(dialog).getAllByLabelText('Max power (W)')[0];
    await userEvent.clear(maxPower);
    await userEvent.type(maxPower, '-5');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'General' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    // The first invalid field is on the String tab; nothing was sent.
    expect(within(dialog).getByRole('tab', { name: 'String' }).getAttribute('aria-selected')).toBe('true');
    expect(posts).toEqual([]);
    await userEvent.clear(within(dialog).getAllByLabelText('Max power (W)')[0]);
    await userEvent.type(within(dialog).getAllByLabelText('Max power (W)')[0], '380');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('tab', { name: 'Advanced' }).getAttribute('aria-selected')).toBe('true');
    expect(posts).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText('Reachable threshold'));
    await userEvent.type(within(dialog).getByLabelText('Reachable threshold'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(posts).toHaveLength(1);
    const { type: _type, order: _order, ...expected } = entry(0, 'Garage', 1);
    expect(posts[0]).toEqual({
      path: '/api/inverter/edit',
      data: {
        ...expected,
        reachable_threshold: 5,
        channel: [{ ...expected.channel[0], max_power: 380 }, expected.channel[1]],
      },
    });
  });

  it('offers clearing the event log at midnight where the 2026 list has it, and sends it', async () => {
    inverters = [entry(0, 'Garage', 1, { clear_eventlog: false }), entry(1, 'Roof', 0)];
    render(<InverterSettingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Roof' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit inverter' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
    expect(within(dialog).queryByLabelText('Clear the event log at midnight')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Garage' }));
    dialog = screen.getByRole('dialog', { name: 'Edit inverter' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
    await userEvent.click(within(dialog).getByLabelText('Clear the event log at midnight'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(posts[0].data).toMatchObject({ id: 0, clear_eventlog: true });
  });

  it('limits the name to the contract maximum and requires serial and name to add', async () => {
    render(<InverterSettingsPage />);
    const name = await screen.findByLabelText('Name');
    expect(name.getAttribute('maxlength')).toBe('31');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(posts).toEqual([]);
    await userEvent.type(screen.getByLabelText('Serial number'), 'A01234567-1AX');
    await userEvent.type(name, 'Balcony');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(posts).toEqual([{ path: '/api/inverter/add', data: { serial: '2801043214c7', name: 'Balcony' } }]);
  });
});
