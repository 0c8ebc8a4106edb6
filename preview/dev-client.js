// site dev: reloads the page after a rebuild and shows content problems over it, with the same paths
// as the terminal; the overlay can be dismissed and comes back with the next problem. Translations
// behind their English page are shown in a smaller panel, dismissed until they change.
// Served only by `site dev`, never part of the built site.
const events = new EventSource('/__dev/events');
const OVERLAY = 'site-dev-overlay';
const NOTES_DISMISSED = 'site-dev-notes-dismissed';

function clear() {
  document.getElementById(OVERLAY)?.remove();
}

function describe(dir, p) {
  const label = p.label || p.field;
  return `${dir}/${p.file}:${p.line}:${p.column}  ${p.code}${label ? `  ${label}` : ''}\n  expected: ${p.expected}\n  got:      ${p.got}${p.hint ? `\n  hint:     ${p.hint}` : ''}${p.source !== undefined ? `\n\n  ${p.line} | ${p.source}` : ''}`;
}

/** `notes`: translations behind, shown in a panel at the bottom rather than over the whole page. */
function show({ dir, problems }, { notes = false, onDismiss } = {}) {
  clear();
  const box = document.createElement('div');
  box.id = OVERLAY;
  box.setAttribute('role', notes ? 'status' : 'alert');
  Object.assign(box.style, {
    position: 'fixed', inset: notes ? 'auto 0 0 0' : '0', maxHeight: notes ? '45vh' : 'none', zIndex: '2147483647', overflow: 'auto', padding: '24px',
    background: 'rgba(15, 23, 42, 0.94)', color: '#f8fafc', font: '14px/1.5 ui-monospace, monospace',
  });
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = 'Dismiss (Esc)';
  dismiss.setAttribute('aria-label', 'Dismiss the content problems');
  Object.assign(dismiss.style, { float: 'right', font: '14px system-ui, sans-serif', padding: '6px 12px', borderRadius: '6px', border: '1px solid #94a3b8', background: '#1e293b', color: '#f8fafc', cursor: 'pointer' });
  const close = () => {
    clear();
    document.removeEventListener('keydown', onKey);
    onDismiss?.();
  };
  const onKey = (e) => { if (e.key === 'Escape') close(); };
  dismiss.addEventListener('click', close);
  document.addEventListener('keydown', onKey);
  box.append(dismiss);
  const title = document.createElement('h2');
  const files = new Set(problems.map((p) => p.file)).size;
  title.textContent = notes
    ? `${files} translation${files === 1 ? ' is' : 's are'} behind the English page${files === 1 ? '' : 's'}: the page is up to date`
    : `${problems.length} content problem${problems.length === 1 ? '' : 's'}: the page shows the last good build`;
  Object.assign(title.style, { font: 'bold 18px system-ui, sans-serif', color: notes ? '#fde68a' : '#fca5a5', margin: '0 0 16px' });
  box.append(title);
  for (const p of problems) {
    const item = document.createElement('pre');
    item.className = 'site-dev-problem';
    item.textContent = describe(dir, p);
    Object.assign(item.style, { whiteSpace: 'pre-wrap', margin: '0 0 16px', padding: '12px', background: '#1e293b', borderRadius: '8px' });
    box.append(item);
  }
  document.body.append(box);
}

events.addEventListener('reload', () => location.reload());
events.addEventListener('problems', (e) => show(JSON.parse(e.data)));
events.addEventListener('notes', (e) => {
  // The same notes stay dismissed across reloads; new ones show again.
  if (sessionStorage.getItem(NOTES_DISMISSED) === e.data) return;
  show(JSON.parse(e.data), { notes: true, onDismiss: () => sessionStorage.setItem(NOTES_DISMISSED, e.data) });
});
