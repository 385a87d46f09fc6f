/** Maximum number of inverters the firmware manages (`INV_MAX_COUNT`). */
export const INVERTER_MAX_COUNT = 10;
/** Maximum inverter name length in bytes (`INV_MAX_NAME_STRLEN`). */
export const INVERTER_NAME_MAX = 31;
