/**
 * Whether a request's Host header names this server, for `site preview` and `site dev`: both serve
 * the inbox's sign-in and its API on loopback, so a page elsewhere whose domain was rebound to
 * 127.0.0.1 (DNS rebinding) must not reach them. Such a page still sends its own domain as Host.
 */
import { isIP } from 'node:net';

const HOST = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::(\d{1,5}))?$/i;

/** localhost, a loopback address, or the address it listens on, with its port. */
export function isOwnHost(header: string | undefined, port: number, listenHost: string): boolean {
  const match = HOST.exec(header ?? '');
  if (!match) return false;
  const name = (match[1] ?? match[2])!.toLowerCase();
  const given = match[3] === undefined ? 80 : Number(match[3]);
  return given === port && (name === 'localhost' || isLoopback(name) || name === listenHost.toLowerCase().replace(/^\[|\]$/g, ''));
}

const isLoopback = (address: string) => (isIP(address) === 4 && address.startsWith('127.')) || address === '::1';

/** The refusal of a request addressed to another host (421 Misdirected Request). */
export function misdirected(port: number, server: string): { status: 421; headers: Record<string, string>; body: string } {
  return {
    status: 421,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    body: `${server} answers only requests addressed to it, such as http://localhost:${port}/\n`,
  };
}
