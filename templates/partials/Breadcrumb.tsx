/**
 * A breadcrumb trail; the last item is the current page, the only one marked so. An item between
 * with no page of its own (the guide's "Resources") is plain text.
 */
import { usePage } from '../context.ts';

export function Breadcrumb({ items }: { items: readonly { label: string; href?: string }[] }) {
  const { messages } = usePage();
  return (
    <nav aria-label={messages.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-brand-50">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true">›</span>}
            {i === items.length - 1 ? <span aria-current="page" className="font-semibold text-white">{item.label}</span>
              : item.href ? <a href={item.href} className="underline-offset-2 hover:underline">{item.label}</a> : <span>{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
