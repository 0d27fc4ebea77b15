import { describe, expect, it } from 'vitest';
import { convertRtfToText, createRtfToTextConverter } from './extraction.rtf';

describe('convertRtfToText', () => {
  it('keeps the body text and drops formatting control words', () => {
    expect(convertRtfToText(String.raw`{\rtf1\ansi\deff0\pard\b Bold\b0  and \i plain\i0 .\par}`)).toBe(
      'Bold and plain.',
    );
  });

  it("decodes \\'hh escapes as Windows-1252, including the typographic range", () => {
    expect(convertRtfToText(String.raw`{\rtf1\ansi Montr\'e9al \'96 \'93quoted\'94 \'80 5\'b0C}`)).toBe(
      'Montréal – “quoted” € 5°C',
    );
  });

  it('follows \\ansicpg to decode escapes in another code page', () => {
    expect(convertRtfToText(String.raw`{\rtf1\ansi\ansicpg1251 \'cf\'f0\'e8\'e2\'e5\'f2}`)).toBe('Привет');
  });

  it('reads \\uN as unicode and skips its fallback character, as set by \\uc', () => {
    const rtf = String.raw`{\rtf1\uc1 a\u8805?b \u8212\'97c {\uc2\u8364??d} \u-10179?\u-8704?}`;
    expect(convertRtfToText(rtf)).toBe('a≥b —c €d 😀');
  });

  it('skips font, colour, style, info and picture groups and any \\* destination', () => {
    const rtf = String.raw`{\rtf1{\fonttbl{\f0 Arial;}}{\colortbl;\red1\green2\blue3;}{\stylesheet{\s0 Normal;}}
{\info{\title Secret title}{\author Someone}}{\*\generator Writer}{\pict\pngblip 89504e47}
{\*\bkmkstart mark}Visible{\*\bkmkend mark} text{\*\unknowndestination hidden}\par}`;
    expect(convertRtfToText(rtf)).toBe('Visible text');
  });

  it('turns \\par and \\line into line breaks and \\tab into a tab', () => {
    expect(convertRtfToText(String.raw`{\rtf1 one\par two\line three\tab four}`)).toBe(
      'one\ntwo\nthree\tfour',
    );
  });

  it('reads escaped braces and backslashes and named punctuation', () => {
    expect(convertRtfToText(String.raw`{\rtf1 \{a\} \\ b\emdash c\lquote d\rquote\~e}`)).toBe(
      '{a} \\ b—c‘d’\u00a0e',
    );
  });

  it('skips the bytes of \\bin data', () => {
    expect(convertRtfToText(String.raw`{\rtf1 before{\pict\bin4 {}\}}after}`)).toBe('beforeafter');
  });

  it('gives the same text when the input arrives cut at any point', () => {
    const rtf = String.raw`{\rtf1\ansi{\fonttbl{\f0 Arial;}}Caf\'e9 \u8805? 85 dBA\par next\tab line}`;
    const whole = convertRtfToText(rtf);
    for (let cut = 1; cut < rtf.length; cut++) {
      const converter = createRtfToTextConverter({ maxChars: 1000 });
      converter.write(rtf.slice(0, cut));
      converter.write(rtf.slice(cut));
      expect(converter.end().text).toBe(whole);
    }
  });

  it('stops at the character cap and says the text was truncated', () => {
    const converter = createRtfToTextConverter({ maxChars: 5 });
    converter.write(String.raw`{\rtf1 abcdefghij}`);
    expect(converter.isFull()).toBe(true);
    expect(converter.end()).toEqual({ text: 'abcde', truncated: true });
  });
});
