/**
 * How long `findBy…`/`waitFor` wait for the DOM to reach a state, and how long `vi.waitFor` waits
 * (its second argument: Vitest's own default is 1 s, with no setting for it). The component tests
 * are CPU-bound: on a busy two-core machine a render that takes 50 ms when idle can take a
 * second, so the libraries' default of 1 s is raised. A passing test never waits this long.
 */
export const ASYNC_TIMEOUT_MS = 5_000;
