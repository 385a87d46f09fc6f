import { type Node, parse } from 'acorn';
import type { Plugin } from 'vite';

const LOCALES = ['en', 'de', 'fr'];

interface Property extends Node {
  type: 'Property';
  key: Node & { name?: string; value?: unknown };
  value: Node;
  computed: boolean;
  method: boolean;
  shorthand: boolean;
  kind: string;
}

interface ObjectExpression extends Node {
  type: 'ObjectExpression';
  properties: (Property | Node)[];
}

const isObject = (node: Node): node is ObjectExpression => node.type === 'ObjectExpression';

/** The plain `key: value` properties of an object literal, or undefined when it has any other kind. */
function plainProperties(node: ObjectExpression): Property[] | undefined {
  const list = node.properties as Property[];
  return list.every(
    (p) => p.type === 'Property' && !p.computed && !p.method && !p.shorthand && p.kind === 'init',
  )
    ? list
    : undefined;
}

const keyOf = (p: Property) => String(p.key.type === 'Identifier' ? p.key.name : p.key.value);

/** Every identifier name in the code, so the helper's name collides with none. */
function freeName(code: string): string {
  const used = new Set(code.match(/[A-Za-z_$][\w$]*/g));
  for (let n = 0; ; n++) {
    const name = `$m${n.toString(36)}`;
    if (!used.has(name)) return name;
  }
}

/**
 * Rewrites every message table of a minified chunk, an object literal `{en:{…},de:{…},fr:{…}}`
 * whose three objects have the same keys, into columns: the keys once, then the three languages'
 * values in key order, rebuilt into the same objects by a small helper when the chunk runs. A
 * table's keys otherwise appear three times; gzip pays for each repeat (about 3 kB in all).
 * Anything else (spreads, computed keys, differing key sets) is left as it is.
 */
export function packMessageTables(code: string): string {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const edits: [start: number, end: number, text: string][] = [];
  const helper = freeName(code);
  const visit = (node: Node): void => {
    if (isObject(node)) {
      const table = plainProperties(node);
      const languages = table?.map((p) => (isObject(p.value) ? plainProperties(p.value) : undefined));
      if (
        table &&
        languages?.every(Boolean) &&
        table.map(keyOf).join() === LOCALES.join() &&
        languages[0]!.length > 0
      ) {
        const keys = languages[0]!.map(keyOf);
        const columns = languages.map((properties) => {
          const byKey = new Map(properties!.map((p) => [keyOf(p), code.slice(p.value.start, p.value.end)]));
          return byKey.size === keys.length ? keys.map((key) => byKey.get(key)) : [];
        });
        if (
          columns.every((column) => column.length === keys.length && column.every((v) => v !== undefined))
        ) {
          const keyText = keys.every((key) => /^[\w$]+$/.test(key))
            ? JSON.stringify(keys.join())
            : JSON.stringify(keys);
          const arrays = columns.map((column) => `[${column.join(',')}]`).join(',');
          edits.push([node.start, node.end, `${helper}(${keyText},${arrays})`]);
          return;
        }
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const child of value) if (child && typeof child.type === 'string') visit(child);
      } else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast);
  if (edits.length === 0) return code;
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + text + out.slice(end);
  // Keys given as one comma-joined string (identifier keys) or as an array.
  return `${out}\nfunction ${helper}(k,...l){k=k.split?k.split(","):k;const[en,de,fr]=l.map(v=>Object.fromEntries(k.map((x,i)=>[x,v[i]])));return{en,de,fr}}`;
}

/** Build step: packs the message tables of the entry chunk after minification. */
export function packMessages(): Plugin {
  return {
    name: 'pack-messages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') chunk.code = packMessageTables(chunk.code);
      }
    },
  };
}
