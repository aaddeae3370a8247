import { describe, expect, it } from 'vitest';
import {
  nameMessages,
  organisationName,
  organisationNameProblem,
  personName,
  personNameProblem,
} from './names';

const person = personName({ max: 120, required: 'Please enter your name' });
const organisation = organisationName({ max: 160, required: 'Please enter the name' });
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('person names', () => {
  it('accepts names in any script, with accents, apostrophes, hyphens and joiners, and trims them', () => {
    for (const name of [
      'Zoë O’Brien-Łukasz',
      "Zoë O'Brien-Łukasz",
      'Zoe\u0308 Smith',
      'José María de la Cruz',
      '李小龍',
      'محمد علي',
      'مهرداد\u200cزاده',
      'क्षत्रिय\u200d',
      'Mary-Jane St. John',
      'A',
    ]) {
      expect(personNameProblem(name), name).toBeUndefined();
    }
    expect(person.parse('  Dana Candidate  ')).toBe('Dana Candidate');
  });

  it('refuses every bidirectional control, inside a name or on its own', () => {
    const controls = [
      '\u061c',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    for (const control of controls) {
      const name = `Dana Candidate (${control}nimdA ecalP SRRA)`;
      expect(personNameProblem(name), control.codePointAt(0)?.toString(16)).toBe(nameMessages.unsupported);
      expect(organisationNameProblem(`Leeds ${control}PCN`)).toBe(nameMessages.unsupported);
    }
  });

  it('refuses invisible characters, and names without a visible letter', () => {
    expect(personNameProblem('\u200b\u200b\u200b')).toBe(nameMessages.unsupported);
    expect(personNameProblem('Ann\u200b')).toBe(nameMessages.unsupported);
    expect(personNameProblem('Ann\u2060')).toBe(nameMessages.unsupported);
    expect(personNameProblem('\ufeffAnn')).toBe(nameMessages.unsupported);
    expect(personNameProblem('Ann\u2028Admin')).toBe(nameMessages.unsupported);
    expect(personNameProblem('\u3164')).toBe(nameMessages.unsupported);
    expect(personNameProblem('\u200c\u200d')).toBe(nameMessages.personNeedsLetter);
    expect(personNameProblem('12345')).toBe(nameMessages.personNeedsLetter);
    expect(personNameProblem('...')).toBe(nameMessages.personNeedsLetter);
    expect(personNameProblem('\u0301\u0301')).toBe(nameMessages.personNeedsLetter);
    expect(personNameProblem('\u2800\u2800')).toBe(nameMessages.personNeedsLetter);
    expect(messageOf(person.safeParse('- \u00b7 -'))).toBe(nameMessages.personNeedsLetter);
    // Any kind of space alone is no name at all.
    expect(messageOf(person.safeParse('\u3000 \u00a0'))).toBe('Please enter your name');
    expect(messageOf(person.safeParse('\u200b'))).toBe(nameMessages.unsupported);
  });
});

describe('organisation names', () => {
  it('accepts ordinary names, including ones with full stops followed by a space', () => {
    for (const name of [
      'Headingley PCN',
      'St. Mary’s Surgery',
      'Dr. A. Khan & Partners',
      'The Grange (Leeds) Medical Centre',
      'Åsgard Health – North',
      'N.H.S. Partners',
    ]) {
      expect(organisationNameProblem(name), name).toBeUndefined();
    }
  });

  it('refuses web and e-mail addresses, whatever their form', () => {
    for (const name of [
      'Leeds PCN https://evil.example',
      'Leeds PCN http://x',
      'Visit www.evil.example',
      'WWW.EVIL.EXAMPLE',
      'claim-your-prize.com',
      'Leeds PCN evil.co.uk',
      'Leeds PCN nhs-jobs.org now',
      'Call evil．com',
      'jobs@evil.example',
      'Leeds PCN 192.168.0.1',
      'St.Mary’s Surgery',
    ]) {
      expect(organisationNameProblem(name), name).toBe(nameMessages.organisationWebAddress);
    }
  });

  it('gives the schema’s messages in order: empty, unsupported, no letter, web address', () => {
    expect(messageOf(organisation.safeParse(' '))).toBe('Please enter the name');
    expect(messageOf(organisation.safeParse('Leeds\u202ePCN'))).toBe(nameMessages.unsupported);
    expect(messageOf(organisation.safeParse('\u200b\u200b'))).toBe(nameMessages.unsupported);
    expect(messageOf(organisation.safeParse('123 456'))).toBe(nameMessages.organisationNeedsLetter);
    expect(messageOf(organisation.safeParse('evil.example'))).toBe(nameMessages.organisationWebAddress);
    expect(organisation.parse('  Headingley PCN ')).toBe('Headingley PCN');
  });
});
