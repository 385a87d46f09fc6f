import { z } from 'zod';

/** Integer JSON number. */
export const int = () => z.number().int();
/** Integer within [min, max]. */
export const intRange = (min: number, max: number) => z.number().int().min(min).max(max);
/** Unsigned 8-bit value as the firmware stores it. */
export const uint8 = () => intRange(0, 255);
/** Unsigned 16-bit value. */
export const uint16 = () => intRange(0, 65535);
/** Unsigned 32-bit value. */
export const uint32 = () => intRange(0, 4294967295);
/** A GPIO number: −1 (unset) or a pin. */
export const pin = () => intRange(-1, 255);
/** Lower-case hex serial as emitted by the firmware. */
export const hexSerial = () => z.string().regex(/^[0-9a-f]+$/);
/** Decimal serial string used by the power limiter. */
export const decimalSerial = () => z.string().regex(/^\d+$/);
/** Dotted-quad IPv4 text as the firmware prints it. */
export const ipv4 = () => z.string().regex(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
/** Upper-case colon-separated MAC. */
export const mac = () => z.string().regex(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
