import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './create-icon';

// In the tests lucide-react is the package's own (the build swaps its factory for ours: vite.config.ts).
interface IconModule {
  default: ComponentType<Record<string, unknown>>;
  __iconData: Parameters<typeof createLucideIcon>[0];
}
const icons = {
  menu: () => import('lucide-react/icons/menu'),
  phone: () => import('lucide-react/icons/phone'),
  star: () => import('lucide-react/icons/star'),
};

const propSets: Record<string, unknown>[] = [
  { 'aria-hidden': 'true', className: 'size-4' },
  { className: 'size-5 shrink-0 text-brand-700' },
  { 'aria-label': 'Rating', role: 'img' },
  { size: 20, strokeWidth: 1.5, color: 'red', className: 'lucide extra' },
  { size: 48, absoluteStrokeWidth: true },
  { title: 'Call us', id: 'call' },
  {},
];

async function markup(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('createLucideIcon (our lean factory)', () => {
  for (const [name, load] of Object.entries(icons)) {
    it(`draws ${name} exactly as lucide-react does`, async () => {
      const module = (await load()) as unknown as IconModule;
      const Lucide = module.default;
      const Ours = createLucideIcon(module.__iconData);
      for (const props of propSets) {
        expect(await markup(<Ours {...props} />)).toBe(await markup(<Lucide {...props} />));
      }
      expect(await markup(<Ours>label</Ours>)).toBe(await markup(<Lucide>label</Lucide>));
    });
  }
});
