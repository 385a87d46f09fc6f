import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsForm } from '../api/use-settings-form.ts';
import { ASYNC_TIMEOUT_MS } from '../test-support/async-timeout.ts';
import { NumberField } from './fields/number-field.tsx';
import { TextField } from './fields/text-field.tsx';
import { SettingsPage } from './settings-page.tsx';

interface Demo {
  mqtt_hostname: string;
  mqtt_port: number;
}

function DemoPage() {
  const form = useSettingsForm<Demo>('/api/mqtt/config');
  return (
    <SettingsPage title="MQTT" form={form}>
      {(_, bind) => (
        <>
          <TextField label="Hostname" {...bind('mqtt_hostname')} maxLength={128} />
          <NumberField label="Port" {...bind('mqtt_port')} min={1} max={65535} required />
        </>
      )}
    </SettingsPage>
  );
}

function device(saveAnswer: object) {
  const posted: unknown[] = [];
  let gets = 0;
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    if (init.method === 'POST') {
      posted.push(JSON.parse((init.body as FormData).get('data') as string));
      return new Response(JSON.stringify(saveAnswer));
    }
    gets += 1;
    return new Response(JSON.stringify({ mqtt_hostname: 'broker', mqtt_port: 1883 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { posted, gets: () => gets };
}

afterEach(() => vi.unstubAllGlobals());

describe('SettingsPage with useSettingsForm', () => {
  it('loads, saves the edited values as data and shows the translated answer', async () => {
    const user = userEvent.setup();
    const fake = device({ type: 'warning', message: 'x', code: 7001, param: { max: 128 } });
    render(<DemoPage />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const hostname = await screen.findByLabelText('Hostname');
    expect((hostname as HTMLInputElement).value).toBe('broker');
    await user.clear(hostname);
    await user.type(hostname, 'mqtt.local');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The MQTT server must have between 1 and 128 characters.');
    expect(alert.className).toContain('alert-warning');
    expect(fake.posted).toEqual([{ mqtt_hostname: 'mqtt.local', mqtt_port: 1883 }]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message when the answer has no code', async () => {
    const user = userEvent.setup();
    device({ type: 'success', message: 'Settings saved!' });
    render(<DemoPage />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain('Settings saved!');
  });

  it('Cancel drops the edits by reading the device again', async () => {
    const user = userEvent.setup();
    const fake = device({});
    render(<DemoPage />);
    const hostname = await screen.findByLabelText('Hostname');
    await user.type(hostname, '-edited');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect((screen.getByLabelText('Hostname') as HTMLInputElement).value).toBe('broker'));
    expect(fake.gets()).toBe(2);
  });

  it('does not send values that fail constraint validation', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const fake = device({});
    render(<DemoPage />);
    await user.clear(await screen.findByLabelText('Port'));
    await user.type(screen.getByLabelText('Port'), '70000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fake.posted).toEqual([]);
    // The page says why instead of refusing silently, brings that list into view, and leads to the field.
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(scrolled).toContain(alert.parentElement));
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    expect(alert.textContent).toBe('Not saved. Please correct these values:Port – must be at most 65,535');
    await user.click(screen.getByRole('link', { name: 'Port' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Port'));
    await user.clear(screen.getByLabelText('Port'));
    await user.type(screen.getByLabelText('Port'), '1884');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(
      () => expect(fake.posted).toEqual([{ mqtt_hostname: 'broker', mqtt_port: 1884 }]),
      ASYNC_TIMEOUT_MS,
    );
    expect(screen.queryByText(/Not saved/)).toBeNull();
  });

  it("offers the frame's reload button and pull-to-refresh, both reading the device again", async () => {
    const user = userEvent.setup();
    const fake = device({});
    render(<DemoPage />);
    await screen.findByLabelText('Hostname');
    expect(fake.gets()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(fake.gets()).toBe(2), ASYNC_TIMEOUT_MS);
    // jsdom has no Touch objects; the frame reads only `touches[0].clientY`.
    for (const [type, clientY] of [
      ['touchstart', 0],
      ['touchmove', 600],
      ['touchend', undefined],
    ] as const) {
      const event = Object.assign(new Event(type), { touches: clientY === undefined ? [] : [{ clientY }] });
      act(() => {
        window.dispatchEvent(event);
      });
    }
    expect(screen.getByText('Refreshing…')).toBeTruthy();
    await vi.waitFor(() => expect(fake.gets()).toBe(3), ASYNC_TIMEOUT_MS);
  });
});
