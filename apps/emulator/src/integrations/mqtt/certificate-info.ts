import { X509Certificate } from 'node:crypto';
import { MQTT_CERT_INFO_MAX } from '@dtu/contract';
import { type DerNode, der, derChildren, derContent, derInteger, derOid } from './der.ts';

/** Signature algorithm names as the firmware's TLS library prints them. */
const SIGNATURES: Record<string, string> = {
  '1.2.840.113549.1.1.4': 'RSA with MD5',
  '1.2.840.113549.1.1.5': 'RSA with SHA1',
  '1.2.840.113549.1.1.14': 'RSA with SHA-224',
  '1.2.840.113549.1.1.11': 'RSA with SHA-256',
  '1.2.840.113549.1.1.12': 'RSA with SHA-384',
  '1.2.840.113549.1.1.13': 'RSA with SHA-512',
  '1.2.840.113549.1.1.10': 'RSASSA-PSS',
  '1.2.840.10045.4.1': 'ECDSA with SHA1',
  '1.2.840.10045.4.3.1': 'ECDSA with SHA224',
  '1.2.840.10045.4.3.2': 'ECDSA with SHA256',
  '1.2.840.10045.4.3.3': 'ECDSA with SHA384',
  '1.2.840.10045.4.3.4': 'ECDSA with SHA512',
};
const KEY_USAGE = [
  'Digital Signature',
  'Non Repudiation',
  'Key Encipherment',
  'Data Encipherment',
  'Key Agreement',
  'Key Cert Sign',
  'CRL Sign',
  'Encipher Only',
  'Decipher Only',
];
const CERT_TYPE = [
  'SSL Client',
  'SSL Server',
  'Email',
  'Object Signing',
  'Reserved',
  'SSL CA',
  'Email CA',
  'Object Signing CA',
];
const EXT_KEY_USAGE: Record<string, string> = {
  '1.3.6.1.5.5.7.3.1': 'TLS Web Server Authentication',
  '1.3.6.1.5.5.7.3.2': 'TLS Web Client Authentication',
  '1.3.6.1.5.5.7.3.3': 'Code Signing',
  '1.3.6.1.5.5.7.3.4': 'E-mail Protection',
  '1.3.6.1.5.5.7.3.8': 'Time Stamping',
  '1.3.6.1.5.5.7.3.9': 'OCSP Signing',
  '2.5.29.37.0': 'Any Extended Key Usage',
};
const SAN_TYPES: Record<number, string> = {
  129: 'rfc822Name',
  130: 'dNSName',
  134: 'uniformResourceIdentifier',
};
const CURVE_BITS: Record<string, number> = {
  prime256v1: 256,
  secp256k1: 256,
  secp384r1: 384,
  secp521r1: 521,
  secp224r1: 224,
  secp192r1: 192,
};

const line = (label: string, value: string) => `${label.padEnd(18)}: ${value}`;
const two = (n: number) => String(n).padStart(2, '0');

function dateText(text: string): string {
  const d = new Date(text);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** Serial bytes in upper-case hex joined by `:`, a leading zero byte dropped. */
function serialText(node: DerNode): string {
  let bytes = [...derContent(node)];
  if (bytes.length > 1 && bytes[0] === 0) bytes = bytes.slice(1);
  return bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');
}

function bitNames(bitString: DerNode, names: string[]): string {
  const content = derContent(bitString).subarray(1);
  return names.filter((_, bit) => (content[bit >> 3] ?? 0) & (0x80 >> (bit & 7))).join(', ');
}

function extensionLines(extensions: DerNode | undefined): string[] {
  const found = new Map<string, DerNode>();
  for (const extension of extensions ? derChildren(derChildren(extensions)[0]) : []) {
    const parts = derChildren(extension);
    found.set(derOid(parts[0]), der(derContent(parts[parts.length - 1])));
  }
  const lines: string[] = [];
  const basic = found.get('2.5.29.19');
  if (basic) {
    const parts = derChildren(basic);
    const ca = parts[0]?.tag === 0x01 && derContent(parts[0])[0] !== 0;
    const pathLen = parts.find((p) => p.tag === 0x02);
    lines.push(line('basic constraints', `CA=${ca}${pathLen ? `, max_pathlen=${derInteger(pathLen)}` : ''}`));
  }
  const san = found.get('2.5.29.17');
  if (san) {
    const names = derChildren(san).map(
      (n) =>
        `\n    ${SAN_TYPES[n.tag] ?? '<unsupported>'} : ${SAN_TYPES[n.tag] ? derContent(n).toString('latin1') : ''}`,
    );
    lines.push(`${'subject alt name'.padEnd(18)}:${names.join('')}`);
  }
  const certType = found.get('2.16.840.1.113730.1.1');
  if (certType) lines.push(line('cert. type', bitNames(certType, CERT_TYPE)));
  const keyUsage = found.get('2.5.29.15');
  if (keyUsage) lines.push(line('key usage', bitNames(keyUsage, KEY_USAGE)));
  const extKeyUsage = found.get('2.5.29.37');
  if (extKeyUsage) {
    lines.push(
      line(
        'ext key usage',
        derChildren(extKeyUsage)
          .map((n) => EXT_KEY_USAGE[derOid(n)] ?? '???')
          .join(', '),
      ),
    );
  }
  const policies = found.get('2.5.29.32');
  if (policies) {
    const names = derChildren(policies).map((p) =>
      derOid(derChildren(p)[0]) === '2.5.29.32.0' ? 'Any Policy' : '???',
    );
    lines.push(`certificate policies : ${names.join(', ')}`);
  }
  return lines;
}

function keySizeLine(cert: X509Certificate): string | undefined {
  const key = cert.publicKey;
  if (key.asymmetricKeyType === 'rsa')
    return line('RSA key size', `${key.asymmetricKeyDetails?.modulusLength} bits`);
  if (key.asymmetricKeyType === 'ec') {
    const bits = CURVE_BITS[key.asymmetricKeyDetails?.namedCurve ?? ''];
    return bits ? line('EC key size', `${bits} bits`) : undefined;
  }
  return undefined;
}

/**
 * The multi-line description `/api/mqtt/status` shows for a stored PEM (docs/firmware/onbattery-2024.05.03/settings.md §2.4), in
 * the layout of the firmware's TLS library; `""` when the text is not a certificate the
 * device could parse. Only the first certificate of a bundle is described.
 */
export function certificateInfo(pem: string): string {
  try {
    const cert = new X509Certificate(pem);
    const keyLine = keySizeLine(cert);
    if (!keyLine) return '';
    const [tbs, signatureAlgorithm] = derChildren(der(cert.raw));
    const fields = derChildren(tbs);
    const hasVersion = fields[0].tag === 0xa0;
    const version = hasVersion ? derInteger(derChildren(fields[0])[0]) + 1 : 1;
    const serial = fields[hasVersion ? 1 : 0];
    const extensions = fields.find((f) => f.tag === 0xa3);
    const lines = [
      line('cert. version', String(version)),
      line('serial number', serialText(serial)),
      line('issuer name', cert.issuer.split('\n').join(', ')),
      line('subject name', cert.subject.split('\n').join(', ')),
      line('issued  on', dateText(cert.validFrom)),
      line('expires on', dateText(cert.validTo)),
      line('signed using', SIGNATURES[derOid(derChildren(signatureAlgorithm)[0])] ?? '???'),
      keyLine,
      ...extensionLines(extensions),
    ];
    return `${lines.join('\n')}\n`.slice(0, MQTT_CERT_INFO_MAX);
  } catch {
    return '';
  }
}
