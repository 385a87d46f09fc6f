/**
 * A name the device stores in its root folder: not empty, no folder separators, not `.`/`..`
 * (the firmware prefixes `/` and writes whatever it is given; a separator would aim elsewhere).
 */
export function isBareFileName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name);
}
