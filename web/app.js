// app: the page's entry point. The URL says which page shows: the start
// page at "/", the graph view at "/?graph=ID&...".

import { StartPage } from './start.js';
import { Viewer } from './viewer.js';
import { readState } from './state.js';
import { cancelCurrent } from './busy.js';
import { opStyleSheet } from './config.js';

document.adoptedStyleSheets = [...document.adoptedStyleSheets, opStyleSheet()];

const title = document.getElementById('title');
const viewer = new Viewer((name, crumbs) => {
  title.replaceChildren(...(crumbs || [name]));
  title.title = name;  // the whole of a long name
  title.hidden = !name;
});
const start = new StartPage({
  open: (id) => go(`/?graph=${encodeURIComponent(id)}`),
  home: () => go('/'),
});

function go(url) {
  history.pushState(null, '', url);
  route();
}

// Shows what the current URL says.
function route() {
  const st = readState(location.search);
  if (st.graph) {
    start.hide();
    viewer.open(st);
  } else {
    viewer.hide();
    title.textContent = '';
    title.hidden = true;
    start.show();
  }
}

document.getElementById('home').addEventListener('click', (e) => {
  if (e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
    e.preventDefault();
    go('/');
  }
});

document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && cancelCurrent()) {
    e.preventDefault();
    return;
  }
  if (viewer.onKey(e)) {
    e.preventDefault();
    return;
  }
  // Space follows a link, as Enter does (buttons do both already).
  if (e.key === ' ' && e.target instanceof HTMLAnchorElement) {
    e.preventDefault();
    e.target.click();
  }
});

window.addEventListener('popstate', route);
route();
