import { describe, expect, it } from 'vitest';
import { canonicalUrl, DESCRIPTION_LIMIT, metaDescription, pageTitle } from '../../generator/render/head.ts';

const SUFFIX = 'Most insurance accepted.';

describe('pageTitle', () => {
  it('appends the center name and city', () => {
    expect(pageTitle('Medical Detox', { name: 'Ardena House Recovery', city: 'Los Angeles' })).toBe('Medical Detox | Ardena House Recovery, Los Angeles');
  });
});

describe('metaDescription', () => {
  it('keeps a short description whole and adds the suffix', () => {
    expect(metaDescription('Safe, supervised alcohol detox in Los Angeles.', SUFFIX)).toBe(`Safe, supervised alcohol detox in Los Angeles. ${SUFFIX}`);
  });

  it('cuts a long description at a word, with an ellipsis, to at most 160 characters including the suffix', () => {
    const long = 'Medically supervised detox and residential treatment for alcohol, opioids and stimulants, with dual diagnosis care, family therapy and aftercare planning for every client.';
    const d = metaDescription(long, SUFFIX);
    expect(d.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(d.endsWith(`… ${SUFFIX}`)).toBe(true);
    const kept = d.slice(0, d.indexOf('…'));
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toMatch(/[\s,]/);
  });

  it('a description of exactly the room left is not cut', () => {
    const exact = 'x'.repeat(DESCRIPTION_LIMIT - SUFFIX.length - 1);
    expect(metaDescription(exact, SUFFIX)).toHaveLength(DESCRIPTION_LIMIT);
  });
});

describe('canonicalUrl', () => {
  it('is absolute, with a slash only for the home page', () => {
    expect(canonicalUrl('https://www.ardenahouse.example', '/')).toBe('https://www.ardenahouse.example/');
    expect(canonicalUrl('https://www.ardenahouse.example', '/faq/treatment')).toBe('https://www.ardenahouse.example/faq/treatment');
  });
});
