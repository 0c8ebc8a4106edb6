/** Terminal conventions shared by the commands: colour only on a TTY, and never with NO_COLOR. */
export function useColor(stream: NodeJS.WriteStream = process.stderr): boolean {
  return Boolean(stream.isTTY) && !process.env.NO_COLOR;
}
