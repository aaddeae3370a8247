import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, neutraliseFormula } from './submissions-inbox.csv';

describe('CSV cells (RFC 4180, formula injection)', () => {
  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\rtwo')).toBe('"one\rtwo"');
    expect(csvField('')).toBe('');
  });

  it('prefixes a single quote to cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(neutraliseFormula('1+1')).toBe('1+1');
    expect(neutraliseFormula("'=already")).toBe("'=already");
    expect(csvField('=A1,B1')).toBe(`"'=A1,B1"`);
  });

  it('ends every line with CRLF', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['c', 'd,e'],
      ]),
    ).toBe('a,b\r\nc,"d,e"\r\n');
  });
});
