/**
 * ArduinoJson 7's `is<T>()`, which the 2026 handlers use instead of key presence: only a JSON
 * value of that very type (and, for integers, inside the type's range) passes. A numeric
 * string, a float for an integer field, `null` or a missing key all fail.
 */
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBool = (value: unknown): value is boolean => typeof value === 'boolean';
export const isFloat = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const isUint = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
export const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
