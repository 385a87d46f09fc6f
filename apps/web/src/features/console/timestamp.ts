const two = (n: number) => String(n).padStart(2, '0');

/** Local receive time of a console line as `HH:MM:SS.mmm`. */
export function consoleTimestamp(date: Date): string {
  const ms = String(date.getMilliseconds()).padStart(3, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${ms}`;
}

/** One line of the console view; the device's own line break is dropped, ours is added. */
export function consoleLine(date: Date, text: string): string {
  return `${consoleTimestamp(date)} > ${text.replace(/\r?\n$/, '')}\n`;
}
