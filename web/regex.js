// regex: JavaScript's regular expressions (without the u, m, s, g and y
// flags) matched in linear time: a pattern becomes a small program of
// character tests and jumps, run over the text as a set of states (a
// Thompson machine), so that no pattern can take longer than the text's
// length times the program's. What only backtracking can do is refused:
// back references (\1, \k<name>) and lookaround ((?=, (?!, (?<=, (?<!).
// A shared link's q=/(a+)+$/ then costs what /a+$/ does.
//
// compile(source, ignoreCase) -> {test(text)} or {error}. The source must
// already be one that new RegExp accepts (query.js asks it first, for its
// messages).

const MAX_PROGRAM = 5000;  // instructions: {n,m} copies what it repeats
const MAX_COUNT = 1000;    // the largest n or m of {n,m}

const DIGIT = (c) => c >= 48 && c <= 57;
const WORD = (c) => DIGIT(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ||
    c === 95;
const SPACE = (c) => (c >= 9 && c <= 13) || c === 32 || c === 0xa0 ||
    c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 ||
    c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 ||
    c === 0xfeff;
const LINE_END = (c) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

class Refused extends Error {}

// ---- parsing: source -> tree ---------------------------------------------
// Nodes: {t:'char', c}, {t:'set', test, neg}, {t:'any'}, {t:'bol'},
// {t:'eol'}, {t:'wordb', neg}, {t:'cat', items}, {t:'alt', items},
// {t:'rep', item, min, max (Infinity)}.

class Parser {
  constructor(src) {
    this.s = src;
    this.i = 0;
  }

  more() { return this.i < this.s.length; }
  peek() { return this.s[this.i]; }

  alternation() {
    const items = [this.sequence()];
    while (this.peek() === '|') {
      this.i++;
      items.push(this.sequence());
    }
    return items.length === 1 ? items[0] : { t: 'alt', items };
  }

  sequence() {
    const items = [];
    while (this.more() && this.peek() !== '|' && this.peek() !== ')') {
      let atom = this.atom();
      for (;;) {
        const q = this.quantifier();
        if (!q)
          break;
        if (atom.t === 'bol' || atom.t === 'eol' || atom.t === 'wordb')
          atom = { t: 'cat', items: [] };  // (RegExp refuses most of these)
        atom = { t: 'rep', item: atom, min: q.min, max: q.max };
      }
      items.push(atom);
    }
    return { t: 'cat', items };
  }

  // *, +, ?, {n}, {n,}, {n,m}, each perhaps lazy (the same to a test);
  // null when none is next. A '{' that starts none is a character.
  quantifier() {
    const c = this.peek();
    let q = null;
    if (c === '*')
      q = { min: 0, max: Infinity, len: 1 };
    else if (c === '+')
      q = { min: 1, max: Infinity, len: 1 };
    else if (c === '?')
      q = { min: 0, max: 1, len: 1 };
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.s.slice(this.i));
      if (!m)
        return null;
      const min = Number(m[1]);
      const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      if (min > MAX_COUNT || (max !== Infinity && max > MAX_COUNT))
        throw new Refused(`a count above ${MAX_COUNT}`);
      q = { min, max, len: m[0].length };
    }
    if (!q)
      return null;
    this.i += q.len;
    if (this.peek() === '?')
      this.i++;
    return q;
  }

  atom() {
    const c = this.s[this.i++];
    switch (c) {
      case '^': return { t: 'bol' };
      case '$': return { t: 'eol' };
      case '.': return { t: 'any' };
      case '[': return this.set();
      case '(': return this.group();
      case '\\': return this.escape(false);
      default: return { t: 'char', c: c.charCodeAt(0) };
    }
  }

  group() {
    if (this.peek() === '?') {
      const rest = this.s.slice(this.i, this.i + 3);
      if (rest.startsWith('?:')) {
        this.i += 2;
      } else if (rest.startsWith('?=') || rest.startsWith('?!') ||
          rest.startsWith('?<=') || rest.startsWith('?<!')) {
        throw new Refused('lookahead and lookbehind');
      } else if (rest.startsWith('?<')) {
        this.i = this.s.indexOf('>', this.i) + 1;  // a named group
      }
    }
    const inner = this.alternation();
    this.i++;  // ')'
    return inner;
  }

  // After a backslash; inSet: inside [...], where \b is a backspace.
  escape(inSet) {
    const c = this.s[this.i++];
    const code = c.charCodeAt(0);
    switch (c) {
      case 'd': return { t: 'set', test: DIGIT, neg: false };
      case 'D': return { t: 'set', test: DIGIT, neg: true };
      case 'w': return { t: 'set', test: WORD, neg: false };
      case 'W': return { t: 'set', test: WORD, neg: true };
      case 's': return { t: 'set', test: SPACE, neg: false };
      case 'S': return { t: 'set', test: SPACE, neg: true };
      case 'b': return inSet ? { t: 'char', c: 8 } : { t: 'wordb', neg: false };
      case 'B': return inSet ? { t: 'char', c: 66 } : { t: 'wordb', neg: true };
      case 't': return { t: 'char', c: 9 };
      case 'n': return { t: 'char', c: 10 };
      case 'v': return { t: 'char', c: 11 };
      case 'f': return { t: 'char', c: 12 };
      case 'r': return { t: 'char', c: 13 };
      case 'x': case 'u': {
        const n = c === 'x' ? 2 : 4;
        const hex = this.s.slice(this.i, this.i + n);
        if (/^[0-9a-fA-F]+$/.test(hex) && hex.length === n) {
          this.i += n;
          return { t: 'char', c: parseInt(hex, 16) };
        }
        return { t: 'char', c: code };
      }
      case 'c': {
        const l = this.peek();
        if (l && /[A-Za-z]/.test(l)) {
          this.i++;
          return { t: 'char', c: l.charCodeAt(0) % 32 };
        }
        this.i--;  // "\c" is a backslash and a c
        return { t: 'char', c: 92 };
      }
      case 'k':
        if (!inSet && /^<[^>]+>/.test(this.s.slice(this.i)))
          throw new Refused('back references');
        return { t: 'char', c: code };
      default:
        if (c >= '1' && c <= '9' && !inSet)
          throw new Refused('back references');
        if (c >= '0' && c <= '7') {  // \0, and octal as RegExp reads it
          const m = /^[0-7]{1,3}/.exec(this.s.slice(this.i - 1));
          let v = parseInt(m[0], 8);
          let len = m[0].length;
          if (v > 255) {
            v = parseInt(m[0].slice(0, 2), 8);
            len = 2;
          }
          this.i += len - 1;
          return { t: 'char', c: v };
        }
        return { t: 'char', c: code };
    }
  }

  // [...] or [^...]: a set of ranges and classes.
  set() {
    const neg = this.peek() === '^';
    if (neg)
      this.i++;
    const parts = [];  // [lo, hi] ranges, or tests
    const one = () => {
      const c = this.s[this.i++];
      if (c === '\\')
        return this.escape(true);
      return { t: 'char', c: c.charCodeAt(0) };
    };
    while (this.more() && this.peek() !== ']') {
      const a = one();
      if (a.t === 'char' && this.peek() === '-' && this.s[this.i + 1] !== ']' &&
          this.i + 1 < this.s.length) {
        this.i++;
        const b = one();
        if (b.t === 'char') {
          parts.push([a.c, b.c]);
          continue;
        }
        parts.push([a.c, a.c], [45, 45], b);  // [a-\d]: a, '-', digits
        continue;
      }
      parts.push(a.t === 'char' ? [a.c, a.c] : a);
    }
    this.i++;  // ']'
    const test = (c) => parts.some((p) => (Array.isArray(p) ?
      c >= p[0] && c <= p[1] : p.test(c) !== p.neg));
    return { t: 'set', test, neg };
  }
}

// ---- compiling: tree -> program ------------------------------------------
// Instructions: {op:'char', c}, {op:'set', test, neg}, {op:'any'},
// {op:'split', x, y}, {op:'jmp', x}, {op:'assert', kind, neg}, {op:'match'}.

function emit(prog, node) {
  if (prog.length > MAX_PROGRAM)
    throw new Refused('an expression this large');
  switch (node.t) {
    case 'char': prog.push({ op: 'char', c: node.c }); break;
    case 'set': prog.push({ op: 'set', test: node.test, neg: node.neg }); break;
    case 'any': prog.push({ op: 'any' }); break;
    case 'bol': case 'eol': prog.push({ op: 'assert', kind: node.t }); break;
    case 'wordb': prog.push({ op: 'assert', kind: 'wordb', neg: node.neg }); break;
    case 'cat':
      for (const n of node.items)
        emit(prog, n);
      break;
    case 'alt': {
      const jumps = [];
      node.items.forEach((n, k) => {
        if (k < node.items.length - 1) {
          const split = { op: 'split', x: prog.length + 1, y: 0 };
          prog.push(split);
          emit(prog, n);
          jumps.push(prog.length);
          prog.push({ op: 'jmp', x: 0 });
          split.y = prog.length;
        } else {
          emit(prog, n);
        }
      });
      for (const j of jumps)
        prog[j].x = prog.length;
      break;
    }
    case 'rep': {
      for (let k = 0; k < node.min; k++)
        emit(prog, node.item);
      if (node.max === Infinity) {
        const split = { op: 'split', x: prog.length + 1, y: 0 };
        const top = prog.length;
        prog.push(split);
        emit(prog, node.item);
        prog.push({ op: 'jmp', x: top });
        split.y = prog.length;
      } else {
        const splits = [];
        for (let k = node.min; k < node.max; k++) {
          const split = { op: 'split', x: prog.length + 1, y: 0 };
          splits.push(split);
          prog.push(split);
          emit(prog, node.item);
        }
        for (const s of splits)
          s.y = prog.length;
      }
      break;
    }
    default:
      throw new Refused(`'${node.t}'`);
  }
}

// ---- running ---------------------------------------------------------------

function fold(c) {
  const s = String.fromCharCode(c);
  const u = s.toUpperCase();
  // (as RegExp folds: never to one character from beyond ASCII into it)
  if (u.length !== 1 || (c >= 128 && u.charCodeAt(0) < 128))
    return c;
  return u.charCodeAt(0);
}

function charTest(ins, c, ignoreCase) {
  switch (ins.op) {
    case 'char':
      return c === ins.c || (ignoreCase && fold(c) === fold(ins.c));
    case 'any':
      return !LINE_END(c);
    case 'set': {
      let hit = ins.test(c);
      if (!hit && ignoreCase) {
        const s = String.fromCharCode(c);
        const lo = s.toLowerCase();
        const up = s.toUpperCase();
        hit = (lo.length === 1 && ins.test(lo.charCodeAt(0))) ||
            (up.length === 1 && ins.test(up.charCodeAt(0)));
      }
      return hit !== ins.neg;
    }
    default:
      return false;
  }
}

function run(prog, text, ignoreCase) {
  const n = prog.length;
  const mark = new Int32Array(n).fill(-1);
  let now = [];
  let next = [];
  const wordAt = (i) => i >= 0 && i < text.length && WORD(text.charCodeAt(i));
  // Adds pc and what it reaches without a character at position i; true
  // when that reaches a match.
  const add = (list, pc0, i) => {
    const stack = [pc0];
    while (stack.length) {
      const pc = stack.pop();
      if (mark[pc] === i)
        continue;
      mark[pc] = i;
      const ins = prog[pc];
      switch (ins.op) {
        case 'match': return true;
        case 'jmp': stack.push(ins.x); break;
        case 'split': stack.push(ins.y, ins.x); break;
        case 'assert': {
          let ok;
          if (ins.kind === 'bol')
            ok = i === 0;
          else if (ins.kind === 'eol')
            ok = i === text.length;
          else
            ok = (wordAt(i - 1) !== wordAt(i)) !== ins.neg;
          if (ok)
            stack.push(pc + 1);
          break;
        }
        default: list.push(pc);
      }
    }
    return false;
  };
  for (let i = 0; ; i++) {
    // a match may start anywhere: a thread at the start at each position
    if (add(now, 0, i))
      return true;
    if (i === text.length)
      return false;
    const c = text.charCodeAt(i);
    next.length = 0;
    for (const pc of now)
      if (charTest(prog[pc], c, ignoreCase) && add(next, pc + 1, i + 1))
        return true;
    [now, next] = [next, now];
  }
}

export function compile(source, ignoreCase = false) {
  try {
    const p = new Parser(source);
    const tree = p.alternation();
    const prog = [];
    emit(prog, tree);
    prog.push({ op: 'match' });
    return { test: (text) => run(prog, String(text), ignoreCase) };
  } catch (e) {
    if (e instanceof Refused)
      return { error: `refused: ${e.message} (search runs in time linear in the text)` };
    throw e;
  }
}
