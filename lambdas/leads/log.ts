/**
 * Structured log lines for the forms service. A lead is health information, so a log line may carry
 * only the fields named here: identifiers, counts and outcomes, never what a person typed.
 */
export interface LogFields {
  leadId?: string;
  form?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  issues?: number;
  attempts?: number;
  count?: number;
  sent?: number;
  notifier?: string;
  /** An error's class or code (never its message, which may quote input). */
  error?: string;
}

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

const LEVELS = ['info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

/** One JSON object per line (what CloudWatch and `jq` read best), from minLevel up. */
export function jsonLogger(write: (line: string) => void = (line) => process.stderr.write(line), minLevel: Level = 'info'): Logger {
  const log = (level: Level) => (event: string, fields: LogFields = {}) => {
    if (LEVELS.indexOf(level) < LEVELS.indexOf(minLevel)) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
  };
  return { info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** The name or code of an error, safe to log. */
export function errorName(err: unknown): string {
  if (err && typeof err === 'object') {
    const code = (err as { code?: unknown }).code;
    const name = (err as { name?: unknown }).name;
    if (typeof code === 'string') return code;
    if (typeof name === 'string') return name;
  }
  return 'unknown';
}
