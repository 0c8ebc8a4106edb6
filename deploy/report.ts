/** What a deploy prints: the dry-run plan (stdout), the summary and the progress bar (stderr). */
import type { DeployResult, Progress } from './run.ts';

export function formatBytes(n: number): string {
  if (n < 1000) return `${n} B`;
  if (n < 1_000_000) return `${(n / 1000).toFixed(1)} kB`;
  return `${(n / 1_000_000).toFixed(1)} MB`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function formatPlan(r: DeployResult): string {
  const { plan } = r;
  const width = Math.max(0, ...[...plan.uploads, ...plan.deletes].map((f) => f.key.length));
  const lines = [`Plan for s3://${r.target.bucket} and distribution ${r.target.distributionId} (dry run: nothing was changed)`];
  for (const u of plan.uploads) lines.push(`  upload  ${u.reason.padEnd(7)}  ${u.key.padEnd(width)}  ${formatBytes(u.size)}`);
  if (r.functionChanged) lines.push(`  publish  CloudFront Function ${r.target.functionName} (redirects or pages changed)`);
  for (const d of plan.deletes) lines.push(`  delete           ${d.key}`);
  for (const p of plan.invalidations) lines.push(`  invalidate       ${p}`);
  lines.push(`${plural(plan.uploads.length, 'file')} to upload (${formatBytes(plan.uploadBytes)}), ${plan.unchanged.length} unchanged, `
    + `${plural(plan.deletes.length, 'object')} to delete, ${plural(plan.invalidations.length, 'path')} to invalidate.`);
  return lines.join('\n') + '\n';
}

export function formatSummary(r: DeployResult): string {
  const { plan } = r;
  const shown = plan.invalidations.slice(0, 5).join(', ') + (plan.invalidations.length > 5 ? ', ...' : '');
  const rows: Array<[string, string]> = [
    ['uploaded', `${plural(plan.uploads.length, 'file')}  ${formatBytes(plan.uploadBytes)}`],
    ['unchanged', plural(plan.unchanged.length, 'file')],
    ['deleted', plural(plan.deletes.length, 'object')],
    ['invalidated', plan.invalidations.length ? `${plural(plan.invalidations.length, 'path')}  ${shown}` : 'nothing'],
    ['function', r.functionChanged ? 'published (redirects or pages changed)' : 'unchanged'],
    ['time', `${(r.ms / 1000).toFixed(1)} s`],
  ];
  return [`Deployed to s3://${r.target.bucket} (distribution ${r.target.distributionId})`, ...rows.map(([k, v]) => `  ${k.padEnd(12)}${v}`)].join('\n') + '\n';
}

/**
 * A one-line bar redrawn in place on a TTY; elsewhere (CI, logs) one line when each phase starts.
 */
export function progressPrinter(stream: NodeJS.WriteStream): { update(p: Progress): void; end(): void } {
  let phase: Progress['phase'] | undefined;
  let drawn = false;
  return {
    update(p) {
      if (!stream.isTTY) {
        if (p.phase !== phase) stream.write(`${p.phase === 'upload' ? 'Uploading' : 'Deleting'} ${p.total} file${p.total === 1 ? '' : 's'}...\n`);
        phase = p.phase;
        return;
      }
      phase = p.phase;
      const width = 30;
      const filled = p.total ? Math.round((p.done / p.total) * width) : width;
      const verb = p.phase === 'upload' ? 'uploading' : 'deleting';
      stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${p.done}/${p.total} ${verb}${p.phase === 'upload' ? ` ${formatBytes(p.bytes)}` : ''}\x1b[K`);
      drawn = true;
    },
    end() {
      if (drawn) stream.write('\n');
    },
  };
}
