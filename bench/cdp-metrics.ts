import type { CDPSession } from '@playwright/test';

/** The page's CDP `Performance.getMetrics` by name (`Performance.enable` sent before). */
export async function metrics(session: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await session.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}
