import { createServer, type Server } from 'node:http';
import { DEFAULT_RULES, RULE_IDS, type Rules } from '@dtu/alerts/rules.ts';

/** Only "device unreachable", at once: the outage alone decides what is sent. */
export const OFFLINE_ONLY = Object.fromEntries(
  RULE_IDS.map((id) => [id, { ...DEFAULT_RULES[id], on: id === 'offline', delay: 0 }]),
) as unknown as Rules;

/** A webhook that keeps every JSON body it is sent. */
export async function webhook(): Promise<{ url: string; bodies: unknown[]; server: Server }> {
  const bodies: unknown[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      bodies.push(JSON.parse(text));
      res.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`, bodies, server };
}
