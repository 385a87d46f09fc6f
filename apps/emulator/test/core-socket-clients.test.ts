import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { getJson, liveApp } from './live-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { pollUntil } from './support/poll-until.ts';

const opened = closeAfterEach();

function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

it('counts the clients per socket path and logs each connect and disconnect', async () => {
  const started = await opened(liveApp());
  const { app } = started;
  const lines: string[] = [];
  app.device.onLog((line) => lines.push(line));
  const counts = () => getJson<Record<string, number>>(app, '/api/test/sockets');
  expect(await counts()).toEqual({
    '/livedata': 0,
    '/console': 0,
    '/vedirectlivedata': 0,
    '/huaweilivedata': 0,
    '/batterylivedata': 0,
  });

  const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const first = await open(`${base}/livedata`);
  const second = await open(`${base}/livedata`);
  const console = await open(`${base}/console`);
  await pollUntil(async () => (await counts())['/livedata'] === 2);
  expect(await counts()).toMatchObject({ '/livedata': 2, '/console': 1, '/huaweilivedata': 0 });
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Websocket: \[\/livedata\]\[\d+\] connect/),
      expect.stringMatching(/^Websocket: \[\/console\]\[\d+\] connect/),
    ]),
  );

  first.close();
  await pollUntil(async () => (await counts())['/livedata'] === 1);
  expect(lines.filter((line) => /^Websocket: \[\/livedata\]\[\d+\] disconnect/.test(line))).toHaveLength(1);
  second.close();
  console.close();
  await pollUntil(async () => {
    const now = await counts();
    return now['/livedata'] === 0 && now['/console'] === 0;
  });
});
