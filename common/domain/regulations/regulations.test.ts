import { describe, expect, it } from 'vitest';
import { getHazard } from '../hazards';
import { JURISDICTION_CODES } from '../jurisdictions';
import { LANGUAGES } from '../localized';
import { generalDutyFor, getProvision, provisions, provisionsFor } from './index';
import { lawHost, OFFICIAL_LAW_HOSTS } from './types';

const ID_PREFIX: Record<string, string> = { FEDERAL: 'fed-' };

describe('regulations catalogue', () => {
  it('gives every provision a unique, stable kebab-case id', () => {
    const ids = provisions.map((provision) => provision.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z0-9.]+)+$/);
  });

  it('prefixes each id with its jurisdiction', () => {
    for (const provision of provisions) {
      const prefix = ID_PREFIX[provision.jurisdiction] ?? `${provision.jurisdiction.toLowerCase()}-`;
      expect(provision.id.startsWith(prefix)).toBe(true);
    }
  });

  it('cites and titles every provision in both languages', () => {
    for (const provision of provisions) {
      for (const language of LANGUAGES) {
        expect(provision.citation[language].trim(), provision.id).not.toBe('');
        expect(provision.title[language].trim(), provision.id).not.toBe('');
      }
      expect(provision.source.trim(), provision.id).not.toBe('');
    }
  });

  it('links every provision to an https address', () => {
    for (const provision of provisions) expect(new URL(provision.url).protocol, provision.id).toBe('https:');
  });

  it('ships only confirmed facts (C1 or C2), never memory', () => {
    for (const provision of provisions) {
      expect(['C1', 'C2']).toContain(provision.confidence);
      expect(`${provision.citation.en} ${provision.title.en}`).not.toMatch(/\[M\]/);
    }
  });

  it('points every provision at hazards that exist in the catalogue', () => {
    for (const provision of provisions) {
      for (const hazardId of provision.hazards)
        expect(getHazard(hazardId), `${provision.id} → ${hazardId}`).toBeDefined();
    }
  });

  it.each(JURISDICTION_CODES)('has exactly one general duty of the employer for %s', (code) => {
    const duties = provisionsFor(code).filter((provision) => provision.kind === 'general-duty');
    expect(duties).toHaveLength(1);
    expect(generalDutyFor(code)).toBe(duties[0]);
  });

  it.each(JURISDICTION_CODES)('has specific provisions beyond the general duty for %s', (code) => {
    const specific = provisionsFor(code).filter((provision) => provision.kind === 'provision');
    expect(specific.length).toBeGreaterThan(0);
  });

  it('returns only the asked jurisdiction’s provisions and finds them by id', () => {
    for (const code of JURISDICTION_CODES) {
      for (const provision of provisionsFor(code)) {
        expect(provision.jurisdiction).toBe(code);
        expect(getProvision(provision.id)).toBe(provision);
      }
    }
    expect(getProvision('qc-rsst-33.1')?.citation.fr).toBe('RSST, RLRQ c. S-2.1, r. 13, art. 33.1 à 33.5');
    expect(getProvision('does-not-exist')).toBeUndefined();
  });

  it('includes the provisions the other jurisdictions are known for', () => {
    for (const id of [
      'nb-reg-91-191-part-x',
      'nb-reg-2016-6',
      'yt-whsr-part-2',
      'nt-ohsr-part-22',
      'nu-ohsr-part-22',
      'sk-whmis',
      'mb-reg-part-35',
      'ns-whsr-part-3',
      'pe-whmis',
      'nl-whmis-34-18',
    ]) {
      expect(getProvision(id), id).toBeDefined();
    }
  });

  it('does not cite Yukon’s violence and harassment rules as a Part of O.I.C. 2006/178, which holds Parts 1 to 18', () => {
    expect(getProvision('yt-whsr-part-19')).toBeUndefined();
    expect(getHazard('workplace-violence')?.references.YT).toEqual([generalDutyFor('YT').id]);
  });

  describe.each(JURISDICTION_CODES)('citations a reviewer can click (issue 12 item 6): %s', (code) => {
    const entries = provisionsFor(code);

    it('links every provision to the jurisdiction’s official consolidation', () => {
      for (const provision of entries)
        expect(OFFICIAL_LAW_HOSTS[code], `${provision.id}: ${provision.url}`).toContain(
          lawHost(provision.url),
        );
    });

    it('names the instrument, the link’s scope and the day it was verified', () => {
      for (const provision of entries) {
        expect(provision.instrument, provision.id).toMatch(/^[a-z]+(-[a-z0-9.]+)+$/);
        expect(['section', 'part', 'instrument'], provision.id).toContain(provision.linkScope);
        expect(provision.verifiedOn, provision.id).toMatch(/^20\d\d-\d\d-\d\d$/);
        expect(Date.parse(provision.verifiedOn), provision.id).toBeLessThanOrEqual(Date.now());
      }
    });

    it('lands a section or Part link on its own anchor or page, not the instrument’s landing page', () => {
      for (const provision of entries) {
        if (provision.linkScope === 'instrument') continue;
        const url = new URL(provision.url);
        const others = provisions.filter((other) => other.instrument === provision.instrument);
        const ownAnchor = url.hash !== '' || /(section|article|part|page)[-_]?[\w.]*/i.test(url.pathname);
        expect(ownAnchor, `${provision.id}: ${provision.url}`).toBe(true);
        const landing = others.filter((other) => other.linkScope === 'instrument').map((other) => other.url);
        expect(landing, provision.id).not.toContain(provision.url);
      }
    });

    it('gives the general duty its own section', () => {
      const duty = generalDutyFor(code);
      expect(duty.linkScope, duty.id).toBe('section');
      expect(duty.citation.en, duty.id).toMatch(/\bss?\. \d/);
      expect(duty.citation.fr, duty.id).toMatch(/\bart\. \d/);
    });

    it('tags C1 only where the official text was read', () => {
      for (const provision of entries) {
        if (provision.confidence !== 'C1') continue;
        const read = provision.source.match(/https?:\/\/[^\s;,)]+/g) ?? [];
        const official = read.filter((address) => OFFICIAL_LAW_HOSTS[code].includes(lawHost(address)));
        expect(official.length, `${provision.id}: ${provision.source}`).toBeGreaterThan(0);
      }
    });
  });

  it('never lets two instruments share a link', () => {
    const instrumentOf = new Map<string, string | undefined>();
    for (const provision of provisions) {
      const page = provision.url.split('#')[0] ?? provision.url;
      const seen = instrumentOf.get(page);
      if (seen === undefined) instrumentOf.set(page, provision.instrument);
      else expect(provision.instrument, `${provision.id} shares ${page} with ${seen}`).toBe(seen);
    }
  });
});
