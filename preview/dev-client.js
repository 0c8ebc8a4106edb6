// site dev: reloads the page after a rebuild and shows content problems over it.
// Served only by `site dev`, never part of the built site.
const events = new EventSource('/__dev/events');
const OVERLAY = 'site-dev-overlay';

function clear() {
  document.getElementById(OVERLAY)?.remove();
}

function show(problems) {
  clear();
  const box = document.createElement('div');
  box.id = OVERLAY;
  box.setAttribute('role', 'alert');
  Object.assign(box.style, {
    position: 'fixed', inset: '0', zIndex: '2147483647', overflow: 'auto', padding: '24px',
    background: 'rgba(15, 23, 42, 0.94)', color: '#f8fafc', font: '14px/1.5 ui-monospace, monospace',
  });
  const title = document.createElement('h2');
  title.textContent = `${problems.length} content problem${problems.length === 1 ? '' : 's'}: the page shows the last good build`;
  Object.assign(title.style, { font: 'bold 18px system-ui, sans-serif', color: '#fca5a5', margin: '0 0 16px' });
  box.append(title);
  for (const p of problems) {
    const item = document.createElement('pre');
    item.className = 'site-dev-problem';
    item.textContent = `${p.file}:${p.line}:${p.column}  ${p.code}${p.field ? `  ${p.field}` : ''}\n  expected: ${p.expected}\n  got:      ${p.got}${p.hint ? `\n  hint:     ${p.hint}` : ''}${p.source !== undefined ? `\n\n  ${p.line} | ${p.source}` : ''}`;
    Object.assign(item.style, { whiteSpace: 'pre-wrap', margin: '0 0 16px', padding: '12px', background: '#1e293b', borderRadius: '8px' });
    box.append(item);
  }
  document.body.append(box);
}

events.addEventListener('reload', () => location.reload());
events.addEventListener('problems', (e) => show(JSON.parse(e.data)));
