// app: the page's entry point. The URL says which page shows: the start
// page at "/", the graph view at "/?graph=ID&...", a run's page at
// "/runs/RUN" (its tree, with a graph's view beside it at
// "/runs/RUN?graph=ID&...").

import { StartPage } from './start.js';
import { Viewer } from './viewer.js';
import { RunPage } from './runpage.js';
import { readState, runPath } from './state.js';
import { cancelCurrent } from './busy.js';
import { opStyleSheet } from './config.js';

document.adoptedStyleSheets = [...document.adoptedStyleSheets, opStyleSheet()];

const title = document.getElementById('title');
const viewer = new Viewer((name, crumbs) => {
  title.replaceChildren(...(crumbs || [name]));
  title.title = name;  // the whole of a long name
  title.hidden = !name;
});
const runPage = new RunPage((url) => go(url));
viewer.onState = (st) => {
  if (runPage.visible)
    runPage.mark(st);
};
// a run that grew has a new id: the view's URLs name it
runPage.onFollow = (id) => {
  if (viewer.st)
    viewer.st.run = id;
};
viewer.onPanel = (graph, i) => {
  if (runPage.visible)
    runPage.showSource(graph, i);
};
const start = new StartPage({
  open: (id) => go(`/?graph=${encodeURIComponent(id)}`),
  run: (id) => go(runPath(id)),
  home: () => go('/'),
});

function go(url) {
  history.pushState(null, '', url);
  route();
}

// Shows what the current URL says.
function route() {
  const st = readState(location.search, location.pathname);
  if (st.run) {
    start.hide();
    runPage.show(st);
    if (st.graph) {
      viewer.open(st);
    } else {
      viewer.hide();
      title.textContent = '';
      title.hidden = true;
    }
    return;
  }
  runPage.hide();
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
  // (in the run's tree, arrows scroll the tree, not the drawing)
  if (runPage.visible && runPage.root.contains(e.target) &&
      e.key.startsWith('Arrow'))
    return;
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
