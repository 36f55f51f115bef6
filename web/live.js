// live: the server's event stream (GET /api/events), one EventSource
// for the page. The browser comes back by itself when a stream ends
// (the server ends each after --stream-life), sending Last-Event-ID; a
// stream refused (503: too many open) is tried again later, from the last
// event seen. docs/api.md ("Events") says what each event carries.

const RETRY_MS = 5000;  // after a refused stream

export class Live {
  constructor(url = '/api/events') {
    this.url = url;
    this.handlers = new Map();  // kind -> [fn]
    this.last = '';
    this.source = null;
    if (typeof EventSource !== 'undefined')
      this.open();
  }

  // fn(data, id) for each event of kind ("graph_added", "reset", ...).
  on(kind, fn) {
    if (!this.handlers.has(kind)) {
      this.handlers.set(kind, []);
      if (this.source)
        this.listen(kind);
    }
    this.handlers.get(kind).push(fn);
    return this;
  }

  listen(kind) {
    this.source.addEventListener(kind, (e) => {
      this.last = e.lastEventId || this.last;
      let data = null;
      try {
        data = JSON.parse(e.data);
      } catch (err) {
        return;  // not one of the server's: nothing to do with it
      }
      for (const fn of this.handlers.get(kind) || [])
        fn(data, e.lastEventId);
    });
  }

  open() {
    const url = this.last ?
      `${this.url}?last_event_id=${encodeURIComponent(this.last)}` : this.url;
    this.source = new EventSource(url);
    for (const kind of this.handlers.keys())
      this.listen(kind);
    this.source.addEventListener('error', () => {
      // CLOSED: refused, not dropped; the browser will not come back.
      if (this.source.readyState === EventSource.CLOSED) {
        this.source = null;
        setTimeout(() => this.open(), RETRY_MS);
      }
    });
  }
}
