/** A controllable `MediaQueryList` for jsdom, which has no `matchMedia`. */
export class FakeMediaQuery extends EventTarget {
  onchange = null;
  constructor(
    readonly media: string,
    public matches = false,
  ) {
    super();
  }
  /** Simulates the system switching the preference. */
  change(matches: boolean): void {
    this.matches = matches;
    this.dispatchEvent(Object.assign(new Event('change'), { matches, media: this.media }));
  }
  addListener(listener: () => void): void {
    this.addEventListener('change', listener);
  }
  removeListener(listener: () => void): void {
    this.removeEventListener('change', listener);
  }
}

export function fakeMatchMedia(query: string): MediaQueryList {
  return new FakeMediaQuery(query) as unknown as MediaQueryList;
}
