import { BadgeCheck, HandCoins, HeartHandshake, LifeBuoy, ShieldCheck, Star } from 'lucide-react';
import { trustCards } from '../content/landing-sections';

const icons = [HandCoins, BadgeCheck, ShieldCheck, HeartHandshake, Star, LifeBuoy];

export function TrustCards() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {trustCards.map((card, index) => {
        const Icon = icons[index % icons.length] ?? ShieldCheck;
        return (
          <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-7 text-brand-700" />
            <h3 className="mt-3 font-semibold text-lg text-slate-900">{card.title}</h3>
            <p className="mt-2 text-slate-700">{card.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
