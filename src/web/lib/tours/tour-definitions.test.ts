import { describe, expect, it } from 'vitest';
import { tourNamePattern } from '../../../shared/accounts/tours';
import { communityTourTargets, tourFirstElement, tourNames } from './tour-catalogue';
import { findTourDefinition, tourDefinitions } from './tour-definitions';

describe('tour definitions', () => {
  it.each(['candidate', 'employer', 'admin'])(
    'the %s community tour visits every target once',
    (audience) => {
      const tour = findTourDefinition(`${audience}_community_tour`);
      expect(tour?.name).toMatch(tourNamePattern);
      expect(tour?.steps.map((step) => step.element)).toEqual(Object.values(communityTourTargets));
      for (const step of tour?.steps ?? []) {
        expect(step.title.length).toBeGreaterThan(0);
        expect(step.description.length).toBeGreaterThan(20);
      }
    },
  );

  it('states the community rules', () => {
    const text = JSON.stringify(findTourDefinition('candidate_community_tour'));
    expect(text).toMatch(/no job postings/);
    expect(text).toMatch(/no contact details/);
    expect(text).toMatch(/identify a patient/);
  });

  it('has no tour for names it does not know, in the catalogue or the steps', () => {
    for (const name of ['employer_documents_tour', 'master_admin_community_tour']) {
      expect(tourFirstElement(name)).toBeUndefined();
      expect(findTourDefinition(name)).toBeUndefined();
    }
  });

  it('defines the candidate main and documents tours, each step on a data-tour target', () => {
    for (const name of ['candidate_main_tour', 'candidate_documents_tour']) {
      const definition = findTourDefinition(name);
      expect(definition?.steps.length).toBeGreaterThan(1);
      for (const step of definition?.steps ?? []) expect(step.element).toMatch(/^\[data-tour="[a-z-]+"\]$/);
    }
  });

  // The manager decides from the catalogue whether a tour exists and when its page is ready, and
  // loads the steps only then: the two must name the same tours, starting on the same element.
  it('the catalogue names exactly the defined tours, each with its first step element', () => {
    expect([...tourNames].sort()).toEqual(tourDefinitions.map((definition) => definition.name).sort());
    for (const definition of tourDefinitions) {
      expect(tourFirstElement(definition.name)).toBe(definition.steps[0]?.element);
    }
  });
});
