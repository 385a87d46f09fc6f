/** Bootstrap's colour variants; the device's response `type` is one of them. */
export type Variant = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'light' | 'dark';
