import { describe, expect, it } from 'vitest';
import { packMessageTables } from './pack-messages.ts';

const evaluate = (code: string) => new Function(`${code}\nreturn result;`)();

describe('packMessageTables', () => {
  it('rewrites a message table into columns that rebuild the same objects', () => {
    const code =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the chunk's own template literals
      'const n=2;var result={a:{en:{title:"Hi",count:`${n} items`,"wifi-ssid":"SSID"},de:{count:`${n} Stück`,title:"Hallo","wifi-ssid":"SSID"},fr:{title:"Salut",count:`${n} éléments`,"wifi-ssid":"SSID"}}};';
    const packed = packMessageTables(code);
    expect(packed).not.toContain('title:');
    expect(evaluate(packed)).toEqual(evaluate(code));
  });

  it('joins identifier keys into one string and keeps key order from English', () => {
    const code = 'var result={en:{b:"1",a:"2"},de:{a:"4",b:"3"},fr:{b:"5",a:"6"}};';
    const packed = packMessageTables(code);
    expect(packed).toContain('"b,a"');
    const value = evaluate(packed) as Record<string, Record<string, string>>;
    expect(value).toEqual({ en: { b: '1', a: '2' }, de: { b: '3', a: '4' }, fr: { b: '5', a: '6' } });
  });

  it('leaves tables it cannot rewrite exactly as they are', () => {
    const cases = [
      'var result={en:{a:"1"},de:{a:"2"},fr:{b:"3"}};', // differing keys
      'var result={en:{a:"1"},de:{a:"2"}};', // a language missing
      'var o={x:"y"};var result={en:{...o},de:{x:"2"},fr:{x:"3"}};', // a spread
      'var k="a";var result={en:{[k]:"1"},de:{a:"2"},fr:{a:"3"}};', // a computed key
      'var result={en:"English",de:"Deutsch",fr:"Français"};', // not objects
      'var result={en:{},de:{},fr:{}};', // empty
    ];
    for (const code of cases) expect(packMessageTables(code)).toBe(code);
  });

  it('names its helper so that it collides with no name of the chunk', () => {
    const code = 'var $m0=1,$m1=2;var result={en:{a:"x"},de:{a:"y"},fr:{a:"z"}};result.sum=$m0+$m1;';
    const packed = packMessageTables(code);
    expect(packed).toContain('function $m2(');
    expect(evaluate(packed)).toEqual({ en: { a: 'x' }, de: { a: 'y' }, fr: { a: 'z' }, sum: 3 });
  });

  it('keeps the evaluation order of the values (English, German, French)', () => {
    const code =
      'var seen=[];var f=x=>(seen.push(x),x);var t={en:{a:f("en-a"),b:f("en-b")},de:{b:f("de-b"),a:f("de-a")},fr:{a:f("fr-a"),b:f("fr-b")}};var result=seen;';
    const before = evaluate(code) as string[];
    const after = evaluate(packMessageTables(code)) as string[];
    // Within a language the values run in English key order; the languages keep their order.
    expect(after.map((s) => s.slice(0, 2))).toEqual(before.map((s) => s.slice(0, 2)));
  });
});
