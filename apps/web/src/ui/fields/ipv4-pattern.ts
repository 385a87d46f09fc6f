const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';

/**
 * `pattern` attribute for the IP inputs: a dotted quad with every octet 0–255. Stricter than the
 * firmware's parser (which lets empty octets through) so typos are caught before saving.
 */
export const IPV4_PATTERN = `${OCTET}(?:\\.${OCTET}){3}`;
