import { createElement, forwardRef, type SVGProps } from 'react';

/** An icon's drawing as lucide-react 1.x ships it: `[tag, attributes]` per element. */
interface IconData {
  name?: string;
  size?: number;
  aliases?: string[];
  node: [string, Record<string, string>][];
}

interface IconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
}

const hasAccessibleProp = (props: object) =>
  Object.entries(props).some(
    ([name, value]) => (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  );

/**
 * lucide-react's factory without its run-time machinery: the same SVG for the props we use, in a
 * quarter of the code (decision 028). create-icon.test.tsx fails when lucide's output changes.
 */
export default function createLucideIcon(icon: IconData) {
  const names = [icon.name, ...(icon.aliases ?? [])].filter(Boolean).map((name) => `lucide-${name}`);
  // biome-ignore lint/correctness/noComponentHookFactories: a factory, called once per icon module at load.
  const Icon = forwardRef<SVGSVGElement, IconProps>(
    (
      {
        color = 'currentColor',
        size = 24,
        strokeWidth = 2,
        absoluteStrokeWidth = false,
        className = '',
        children,
        ...rest
      },
      ref,
    ) => {
      const box = icon.size ?? 24;
      const classes = new Set(['lucide', ...names, ...className.split(/\s+/)].filter(Boolean));
      return createElement(
        'svg',
        {
          ref,
          xmlns: 'http://www.w3.org/2000/svg',
          width: size,
          height: size,
          viewBox: `0 0 ${box} ${box}`,
          fill: 'none',
          stroke: color,
          strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size) : strokeWidth,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          className: [...classes].join(' '),
          ...(children || hasAccessibleProp(rest) ? {} : { 'aria-hidden': 'true' }),
          ...rest,
        },
        ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
        children,
      );
    },
  );
  if (icon.name) Icon.displayName = icon.name;
  return Icon;
}
