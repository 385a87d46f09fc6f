/** `/vedirectlivedata` send task period. */
export const VEDIRECT_WS_INTERVAL_MS = 500;
/** A full charge-controller update goes out when the last one is older than this. */
export const VEDIRECT_FULL_UPDATE_MS = 10_000;
/** `/huaweilivedata` and `/batterylivedata` send task period. */
export const HUAWEI_WS_INTERVAL_MS = 1000;
export const BATTERY_WS_INTERVAL_MS = 1000;
/** VE.Direct serves at most this many charge controllers. */
export const VEDIRECT_CONTROLLERS_MAX = 2;
