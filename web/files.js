// files: the names downloads are saved as, the same as the server's
// Content-Disposition (src/daemon/routes.c, download_name):
// NAME[.SUB][-focus-NODE].EXT, with ASCII letters, digits, '.', '-' and
// '_' kept and each run of anything else one '_'.

function safe(s) {
  return String(s).replace(/[^A-Za-z0-9._-]+/g, '_');
}

export function downloadName(name, { sub, focus } = {}, ext = 'svg') {
  let base = safe(name || '').replace(/^\.+/, '');
  if (!base || /^_+$/.test(base))
    base = 'graph';
  if (sub)
    base += `.${safe(sub)}`;
  if (focus)
    base += `-focus-${safe(focus)}`;
  return `${base}.${ext}`;
}
