/** The firmware's handlers also match every sub-path below their path (`/x` and `/x/...`). */
export function routePaths(path: string): string[] {
  return [path, `${path}/*`];
}
