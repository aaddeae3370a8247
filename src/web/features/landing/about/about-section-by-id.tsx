import { aboutSections } from '../content/about-content';
import type { AboutSectionId } from '../content/about-outline';
import { AboutSectionView } from './about-section-view';

/** The about section with this id (this module and the content load together, on demand). */
export function AboutSectionById({ id }: { id: AboutSectionId }) {
  const section = aboutSections.find((candidate) => candidate.id === id);
  return section ? <AboutSectionView section={section} /> : null;
}
