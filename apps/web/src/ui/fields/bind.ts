/** What every field takes to edit one value: the value and its setter, of one type. */
export interface Bound<V> {
  value: V;
  onChange: (value: V) => void;
}

/** `{...bind('key')}` binds a field to one key of the form's values, typed by that key. */
export type Bind<T> = <K extends keyof T>(key: K) => Bound<T[K]>;

/** The `bind` of `values`, changing one key at a time through `set`. */
export function binder<T>(values: T, set: <K extends keyof T>(key: K, value: T[K]) => void): Bind<T> {
  return (key) => ({ value: values[key], onChange: (value) => set(key, value) });
}

/** The `bind` of each key of an object edited as a whole: a change hands over a changed copy. */
export function bindKeys<T>({ value, onChange }: Bound<T>): Bind<T> {
  return binder(value, (key, next) => onChange({ ...value, [key]: next }));
}

/** Element `index` of a bound array: a change hands over the array with that element replaced. */
export function bindItem<V>({ value, onChange }: Bound<V[]>, index: number): Bound<V> {
  return {
    value: value[index] as V,
    onChange: (next) => onChange(value.map((old, i) => (i === index ? next : old))),
  };
}
