// net: talking to the fxviz server. Every failure becomes an HttpError with
// the server's own message, and the line and column when it gave them.

export class HttpError extends Error {
  constructor(message, status, line, column) {
    super(message);
    this.status = status;
    this.line = line || 0;
    this.column = column || 0;
  }
}

// The server's error JSON ({"error", "line", "column"}) as an HttpError.
function errorOf(status, text) {
  try {
    const j = JSON.parse(text);
    if (j && typeof j.error === 'string')
      return new HttpError(j.error, status, j.line, j.column);
  } catch (e) {
    // not JSON: a proxy's page, say; say what status it was
  }
  return new HttpError(`the server answered ${status}`, status);
}

function networkError(e) {
  if (e.name === 'AbortError')
    return e;
  return new HttpError(`cannot reach the server (${e.message})`, 0);
}

export async function getJson(url, { signal } = {}) {
  return JSON.parse(await getText(url, { signal }));
}

// A text body read as a stream, so that a big one can report progress:
// onProgress(bytesSoFar) after each chunk, onResponse() when the answer
// starts (the server's work is done then); onText(piece) with each piece
// of the text as it is decoded, in order. pieces: the text comes as the
// array of those pieces, not joined (a caller that has what it needs
// from onText spares joining a drawing of 100 MB).
export async function getText(url, { signal, onResponse, onProgress,
  onText, pieces } = {}) {
  let r;
  try {
    r = await fetch(url, { signal });
  } catch (e) {
    throw networkError(e);
  }
  if (onResponse)
    onResponse(r);
  if (!r.ok)
    throw errorOf(r.status, await r.text());
  if (!r.body || !(onProgress || onText))
    return pieces ? [await r.text()] : r.text();
  const reader = r.body.getReader();
  const decoder = new TextDecoder();
  const parts = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done)
      break;
    received += value.length;
    parts.push(decoder.decode(value, { stream: true }));
    if (onText)
      onText(parts[parts.length - 1]);
    if (onProgress)
      onProgress(received);
  }
  parts.push(decoder.decode());
  if (onText)
    onText(parts[parts.length - 1]);
  return pieces ? parts : parts.join('');
}

// POSTs a graph's bytes (a File, Blob or string). XMLHttpRequest, because
// fetch cannot report upload progress: onProgress(sent, total).
export function postGraph(name, body, options) {
  return post('/api/graphs', name, body, 'text/plain; charset=utf-8',
      options);
}

// POSTs a run (docs/api.md "Runs"): a tar or zip of a folder's files, or
// one trace file; the run's JSON.
export function postRun(name, body, type, options) {
  return post('/api/runs', name, body, type, options);
}

function post(path, name, body, type, { signal, onProgress } = {}) {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = path + (name ? `?name=${encodeURIComponent(name)}` : '');
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', type);
    if (onProgress)
      xhr.upload.onprogress = (e) => onProgress(e.loaded, e.total);
    xhr.onload = () => {
      if (xhr.status === 200 || xhr.status === 201)
        resolve(JSON.parse(xhr.responseText));
      else
        reject(errorOf(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new HttpError('cannot reach the server', 0));
    xhr.onabort = () => reject(new DOMException('cancelled', 'AbortError'));
    if (signal)
      signal.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

// A write with a JSON body (or none): PATCH a rename, DELETE a graph. The
// reply's JSON, or null for a reply without a body (204).
export async function sendJson(method, url, body) {
  let r;
  try {
    r = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw networkError(e);
  }
  const text = await r.text();
  if (!r.ok)
    throw errorOf(r.status, text);
  return text ? JSON.parse(text) : null;
}
