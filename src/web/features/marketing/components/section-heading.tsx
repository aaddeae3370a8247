interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** The heading block of a page section; `id` names the section (aria-labelledby). */
export function SectionHeading({ id, eyebrow, title, intro }: SectionHeadingProps) {
  return (
    <div className="max-w-2xl">
      {eyebrow ? (
        <p className="font-semibold text-brand-800 text-sm uppercase tracking-wide">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 font-bold text-3xl text-slate-900 tracking-tight">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg text-slate-700">{intro}</p> : null}
    </div>
  );
}
