/** Terminal conventions shared by the commands: colour only on a TTY, and never with NO_COLOR. */
export function useColor(stream: NodeJS.WriteStream = process.stderr): boolean {
  return Boolean(stream.isTTY) && !process.env.NO_COLOR;
}

/**
 * A one-line progress counter for long builds, redrawn at most every 100 ms.
 * Only on a terminal, and never in CI, where it would fill the log.
 */
export function progressLine(label: string, stream: NodeJS.WriteStream = process.stderr) {
  if (!stream.isTTY || process.env.CI) return { update: undefined, done: () => {} };
  let shown = 0;
  let drawn = false;
  return {
    update: (done: number, total: number) => {
      const t = Date.now();
      if (done < total && t - shown < 100) return;
      shown = t;
      drawn = true;
      stream.write(`\r${label} ${done}/${total}`);
    },
    done: () => { if (drawn) stream.write('\r\x1b[K'); },
  };
}
