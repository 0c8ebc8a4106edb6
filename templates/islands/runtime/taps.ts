/** Taps on links anywhere on the page, by one listener on the document; returns what removes it. */
export function onTap(selector: string, act: (link: HTMLAnchorElement) => void): () => void {
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest<HTMLAnchorElement>(selector);
    if (link) act(link);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
