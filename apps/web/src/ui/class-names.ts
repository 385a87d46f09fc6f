/** Joins the truthy class names; a dependency would cost more bytes than these lines. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
