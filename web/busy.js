// busy: the one status line for long work (an upload, a render): what is
// happening, how far along, the time so far, and a way to stop it.

import { formatBytes } from './dom.js';

const root = () => document.getElementById('busy');
let current = null;

// Starts a task; a newer task replaces the one shown. onCancel (optional)
// is called when the user presses Cancel or Escape.
export function startTask(label, onCancel) {
  if (current)
    current.end();
  const t = new Task(label, onCancel);
  current = t;
  return t;
}

// Whether a task runs (a render, an upload): one that is not the
// caller's own may not be replaced.
export function busy() {
  return current !== null;
}

// The task on show, for Escape.
export function cancelCurrent() {
  if (current && current.onCancel) {
    current.onCancel();
    return true;
  }
  return false;
}

class Task {
  constructor(label, onCancel) {
    const r = root();
    this.onCancel = onCancel;
    this.started = performance.now();
    this.label = r.querySelector('.label');
    this.bar = r.querySelector('progress');
    this.elapsed = r.querySelector('.elapsed');
    this.cancel = r.querySelector('.cancel');
    this.cancel.hidden = !onCancel;
    this.cancel.onclick = () => this.onCancel && this.onCancel();
    this.bar.hidden = true;
    this.phase(label);
    this.tick();
    this.timer = setInterval(() => this.tick(), 100);
    // Quick work shows nothing: the line appears only past 150 ms.
    this.showTimer = setTimeout(() => { r.hidden = false; }, 150);
  }

  tick() {
    const s = (performance.now() - this.started) / 1000;
    this.elapsed.textContent = `${s.toFixed(1)} s`;
  }

  phase(label) {
    this.label.textContent = label;
    this.bar.hidden = true;
  }

  // Bytes so far, of total when known.
  bytes(label, done, total) {
    this.label.textContent = `${label} ${formatBytes(done)}` +
        (total ? ` of ${formatBytes(total)} ` +
          `(${Math.floor(100 * Math.min(1, done / total))}%)` : '');
    if (total) {
      this.bar.hidden = false;
      this.bar.value = Math.min(1, done / total);
    } else {
      this.bar.hidden = true;
    }
  }

  // A fraction of the work done.
  part(label, fraction) {
    this.label.textContent = `${label} ${Math.round(100 * fraction)}%`;
    this.bar.hidden = false;
    this.bar.value = fraction;
  }

  end() {
    clearInterval(this.timer);
    clearTimeout(this.showTimer);
    if (current === this) {
      root().hidden = true;
      current = null;
    }
  }
}
