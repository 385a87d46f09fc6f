/** Resolves in a new task: a MessageChannel message (not clamped to 4 ms like nested timers). */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.addEventListener('message', () => {
      channel.port1.close();
      resolve();
    });
    // A port with a listener added this way delivers only once started.
    channel.port1.start();
    channel.port2.postMessage(null);
  });
}
