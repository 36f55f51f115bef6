// query: what the search box's text asks for. Words separated by spaces,
// each of which a node must match:
//   relu            a substring of its name, target or op (any case)
//   op:call_module  a substring of its op
//   target:aten.add a substring of its target
//   name:layer1     a substring of its name
//   /relu_\d+/      a regular expression found in its name, target or op
//                   (/.../i: in any case); a query between slashes whose
//                   words are not each one is one expression, spaces and all
// A query is read once and then tested against each node's fields. A
// regular expression runs in linear time (regex.js): one that a link
// carries cannot freeze the page; back references and lookaround are
// refused.

import { compile } from './regex.js';

const FIELDS = ['name', 'target', 'op'];

// The test for query q: {test(fields)}, fields being {name, target, op}
// as strings; or {error} saying what is wrong with it. null for an empty
// query.
export function parseQuery(q) {
  const text = q.trim();
  if (!text)
    return null;
  const tests = [];
  for (const word of text.split(/\s+/)) {
    const t = parseWord(word);
    if (t.error)  // perhaps one expression with spaces in it
      return /^\/.+\/i?$/s.test(text) ? parseWord(text) : t;
    tests.push(t.test);
  }
  return { test: (fields) => tests.every((t) => t(fields)) };
}

// One word of a query: {test} or {error}.
function parseWord(word) {
  const re = /^\/(.+)\/(i?)$/s.exec(word);
  if (re) {
    try {
      new RegExp(re[1], re[2]);  // for its word on what is wrong: never run
    } catch (e) {
      // (not the expression again: the box shows it)
      const why = e.message.replace(/^Invalid regular expression: \/.*\/\w*: /s, '');
      return { error: `bad regular expression: ${why}` };
    }
    const r = compile(re[1], re[2] === 'i');
    if (r.error)
      return { error: r.error };
    return { test: (f) => FIELDS.some((k) => r.test(f[k])) };
  }
  if (word.length > 1 && word.startsWith('/'))
    return { error: 'a regular expression ends with /' };
  const m = /^(op|target|name):(.*)$/i.exec(word);
  if (m) {
    const field = m[1].toLowerCase();
    const needle = m[2].toLowerCase();
    return { test: (f) => f[field].toLowerCase().includes(needle) };
  }
  const needle = word.toLowerCase();
  return { test: (f) => FIELDS.some((k) => f[k].toLowerCase().includes(needle)) };
}
