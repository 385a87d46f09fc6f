import mqtt from 'mqtt';

/**
 * The retained messages on `filter` now, as a new subscriber gets them (retain flag set). A marker
 * published after the subscription arrives after them (the broker keeps a session's order), so
 * no wait stands in for "all arrived".
 */
export async function retainedMessages(url: string, filter: string): Promise<Map<string, string>> {
  const client = await mqtt.connectAsync(url, { reconnectPeriod: 0 });
  const marker = `dtu-web-test/marker/${Math.random().toString(36).slice(2)}`;
  const found = new Map<string, string>();
  try {
    const done = new Promise<void>((resolve) =>
      client.on('message', (topic, payload, packet) => {
        if (topic === marker) resolve();
        else if (packet.retain && payload.length > 0) found.set(topic, String(payload));
      }),
    );
    await client.subscribeAsync([filter, marker], { qos: 1 });
    await client.publishAsync(marker, 'end', { qos: 1 });
    await done;
  } finally {
    await client.endAsync(true);
  }
  return found;
}
