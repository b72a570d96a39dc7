import { describe, expect, it } from 'vitest';
import { aboutThePetitioner, closingWords, jointSponsorShortfallWords, minimumBasis, notMetWords, routeWords, shortfallWords, TO_THE_SPONSOR, toTheSponsor } from './support-route-words.ts';
import { englishLeftovers } from '../../testing/english-leftovers.ts';
import { assetMultipleFor, routeMeets, supportRoute, testSponsor, type SponsorFigures } from './support-routes.ts';

/** A household of 2 in 2026 (the 48 states): Form I-864P prints $27,050 at 125%. */
const alone: SponsorFigures = { householdSize: 2, minimum: 27050, income: 20000, added: [], assets: 0 };
const sister = { who: 'Ana Lopez', kind: 'household member', income: 9000 } as const;
const BASIS = '125% of the 2026 HHS poverty guidelines';

describe('testSponsor', () => {
  it('meets by income at exactly the minimum, one dollar under it falls short by one dollar', () => {
    expect(testSponsor({ ...alone, income: 27050 }, 3)).toMatchObject({ meets: 'income', shortfall: 0 });
    expect(testSponsor({ ...alone, income: 27049 }, 3)).toMatchObject({ meets: false, shortfall: 1, assetsNeeded: 3 });
  });

  it("adds a household member's income (Form I-864A) and the spouse's continuing income to the sponsor's", () => {
    expect(testSponsor({ ...alone, added: [sister] }, 3)).toMatchObject({ householdIncome: 29000, meets: 'income' });
    expect(testSponsor({ ...alone, added: [{ kind: 'beneficiary', income: 7050 }] }, 5)).toMatchObject({ meets: 'income' });
  });

  it("takes assets worth three times the shortfall for a citizen's spouse, five times for a permanent resident's (8 CFR 213a.2(c)(2)(iii)(B))", () => {
    // $7,050 short: $21,150 of assets for a citizen's spouse, $35,250 for a permanent resident's.
    expect(assetMultipleFor(true)).toBe(3);
    expect(assetMultipleFor(false)).toBe(5);
    expect(testSponsor({ ...alone, assets: 21150 }, 3)).toMatchObject({ meets: 'assets', assetsNeeded: 21150 });
    expect(testSponsor({ ...alone, assets: 21149 }, 3).meets).toBe(false);
    expect(testSponsor({ ...alone, assets: 21150 }, 5)).toMatchObject({ meets: false, assetsNeeded: 35250 });
  });
});

describe('supportRoute', () => {
  const jointSponsor: SponsorFigures = { householdSize: 3, minimum: 34150, income: 52000, added: [], assets: 0 };

  it("is the petitioner's when their household meets it, with or without assets", () => {
    expect(supportRoute({ petitioner: { ...alone, income: 30000 }, multiple: 3, jointSponsor: null }).kind).toBe('petitioner');
    const withAssets = supportRoute({ petitioner: { ...alone, assets: 25000 }, multiple: 3, jointSponsor: null });
    expect(withAssets.kind).toBe('petitioner');
    expect(routeMeets(withAssets)).toBe(true);
  });

  it('is a joint sponsor whenever one signs, meeting it when the joint sponsor meets it alone', () => {
    const route = supportRoute({ petitioner: alone, multiple: 3, jointSponsor });
    expect(route.kind).toBe('joint sponsor');
    expect(routeMeets(route)).toBe(true);
    expect(routeMeets(supportRoute({ petitioner: alone, multiple: 3, jointSponsor: { ...jointSponsor, income: 30000 } }))).toBe(false);
  });

  it('meets nothing yet with a joint sponsor still to be named, or with no way seen', () => {
    expect(routeMeets(supportRoute({ petitioner: alone, multiple: 3, jointSponsor: 'unnamed' }))).toBe(false);
    expect(supportRoute({ petitioner: alone, multiple: 3, jointSponsor: null }).kind).toBe('none');
  });
});

describe('the route in words', () => {
  it('names whose income and which assets carry the affidavit', () => {
    const withSister = supportRoute({ petitioner: { ...alone, added: [sister] }, multiple: 3, jointSponsor: null });
    expect(routeWords(withSister, 3, TO_THE_SPONSOR)).toBe("your income, with Ana Lopez's as a household member (Form I-864A)");
    const withAssets = supportRoute({ petitioner: { ...alone, assets: 25000 }, multiple: 3, jointSponsor: null });
    expect(routeWords(withAssets, 3, TO_THE_SPONSOR)).toBe('your income, and assets worth $25,000 (at least 3 times the $7,050 the income lacks)');
    const joint = supportRoute({ petitioner: alone, multiple: 3, jointSponsor: { householdSize: 3, minimum: 34150, income: 52000, added: [], assets: 0 } });
    expect(routeWords(joint, 3, TO_THE_SPONSOR, 'Carlos Rivera')).toBe(
      'a joint sponsor, Carlos Rivera, who meets it alone for a household of 3 (you still sign your own Form I-864)',
    );
  });

  it('says a shortfall in dollars, and every way that closes it with its own figure', () => {
    const short = testSponsor({ ...alone, assets: 10000 }, 3);
    expect(shortfallWords(short, TO_THE_SPONSOR, BASIS)).toBe(
      'Your household income ($20,000) is $7,050 below $27,050, the least Form I-864 accepts for a household of 2 (125% of the 2026 HHS poverty guidelines).',
    );
    expect(closingWords(short, 3, TO_THE_SPONSOR)).toBe(
      'Any one of these closes it: $7,050 more yearly income, from relatives who live with you (or dependents on your tax return) and sign Form I-864A, ' +
        "or from your spouse's income that continues after the green card; assets worth at least $21,150 net (3 times the shortfall): those counted are worth $10,000, $11,150 too little; " +
        'or a joint sponsor who reaches the minimum alone and signs a second Form I-864.',
    );
  });

  it('tells a joint sponsor short of their own minimum that they must meet it alone', () => {
    const joint = testSponsor({ householdSize: 3, minimum: 34150, income: 30000, added: [], assets: 0 }, 3);
    expect(jointSponsorShortfallWords(joint, 3, TO_THE_SPONSOR, BASIS)).toMatch(
      /^The joint sponsor's household income \(\$30,000\) is \$4,150 below \$34,150, the least Form I-864 accepts for their household of 3, your spouse included .* assets of their own worth at least \$12,450 \(3 times the shortfall\)/,
    );
  });
});

describe('the route in Spanish (issue 22 item 2)', () => {
  const es = toTheSponsor('es');
  const about = aboutThePetitioner('es');
  const basis = minimumBasis(2026, false, 'es');

  it('says the route and the shortfall in whole Spanish sentences, no English piece glued in', () => {
    const withSister = supportRoute({ petitioner: { ...alone, added: [sister, { kind: 'beneficiary', income: 1000 }] }, multiple: 3, jointSponsor: null });
    const withAssets = supportRoute({ petitioner: { ...alone, assets: 25000 }, multiple: 3, jointSponsor: null });
    const joint = supportRoute({ petitioner: alone, multiple: 3, jointSponsor: { householdSize: 3, minimum: 34150, income: 52000, added: [], assets: 0 } });
    const short = testSponsor({ ...alone, assets: 10000 }, 3);
    const jointShort = testSponsor({ householdSize: 3, minimum: 34150, income: 30000, added: [], assets: 5000 }, 3);
    const sentences = [
      routeWords(withSister, 3, es),
      routeWords(withSister, 3, about),
      routeWords(withAssets, 3, es),
      routeWords(joint, 3, about, 'Carlos Rivera'),
      routeWords(joint, 3, es),
      shortfallWords(short, es, basis),
      closingWords(short, 3, es),
      notMetWords(short, 3, about, basis),
      jointSponsorShortfallWords(jointShort, 3, es, basis),
    ];
    for (const sentence of sentences) {
      expect(sentence).toBeTruthy();
      expect(englishLeftovers(sentence ?? '', ['HHS'])).toEqual([]);
    }
    expect(routeWords(withSister, 3, es)).toBe('sus ingresos, con los de Ana Lopez como miembro del hogar (Form I-864A) y los ingresos continuos de su cónyuge');
    expect(shortfallWords(short, es, basis)).toBe(
      'Los ingresos de su hogar ($20,000) están $7,050 por debajo de $27,050, lo mínimo que acepta el Form I-864 para un hogar de 2 personas (el 125% de las pautas de pobreza del HHS de 2026).',
    );
  });
});
