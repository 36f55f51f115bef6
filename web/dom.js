// dom: small helpers for building elements. Text from a graph always goes
// in as text (a text node), never as markup.

// el('a', {class: 'ref', href: url}, 'text', child) -> <a>. Attribute names
// come from this code only; event handlers are added with listeners.
export function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false)
      continue;
    if (k === 'class')
      e.className = v;
    else
      e.setAttribute(k, v === true ? '' : String(v));
  }
  append(e, ...children);
  return e;
}

// Appends strings as text nodes and elements as they are.
export function append(parent, ...children) {
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false)
      continue;
    parent.append(typeof c === 'string' ? document.createTextNode(c) : c);
  }
  return parent;
}

export function clear(e) {
  e.replaceChildren();
  return e;
}

// Resolves after the browser has had a chance to paint: long work is cut
// at these points so that a status line shows before the page is busy.
export function nextFrame() {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

// True when a key press is meant for a text field, not for the page.
export function typing(target) {
  if (!(target instanceof Element))
    return false;
  const tag = target.tagName;
  return tag === 'TEXTAREA' || tag === 'SELECT' ||
      target.isContentEditable ||
      (tag === 'INPUT' && !['button', 'checkbox', 'radio', 'submit']
          .includes(target.type));
}

// A size in MB, as fxviz serve's limits are given: "32 MB", "3.9 MB".
export function formatMB(n) {
  return `${Number((n / 1024 / 1024).toFixed(1))} MB`;
}

export function formatBytes(n) {
  if (n < 1024)
    return `${n} B`;
  if (n < 1024 * 1024)
    return `${(n / 1024).toFixed(0)} kB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
