import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every product fact has one home in domain/ (issue 16): tax years come from the filing date
 * (domain/rules/tax-years.ts), so no production file of the API, the web client or the CLI names
 * a year; and each product fact is written in its home only. These tests read the files as text.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUTSIDE_DOMAIN = ['api', 'web/src', 'web/index.html', 'cli'];

/** Tests and their support are not production code. */
const isTestCode = (file: string): boolean =>
  /\.test\.tsx?$/.test(file) || file.split('/').includes('testing') || /(^|\/)test-[^/]*\.ts$/.test(file);

function productionFiles(roots: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (relative: string): void => {
    const absolute = path.join(ROOT, relative);
    if (/\.(ts|tsx|js|html)$/.test(relative)) {
      if (!isTestCode(relative)) files.push(relative);
      return;
    }
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      if (entry.isDirectory() || /\.(ts|tsx|js|html)$/.test(entry.name)) visit(path.join(relative, entry.name));
    }
  };
  roots.forEach(visit);
  return files;
}

interface Line {
  readonly file: string;
  readonly number: number;
  readonly text: string;
}

const linesOf = (file: string): Line[] =>
  readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((text, index) => ({ file, number: index + 1, text }));

/** A year of this century or the last standing alone: not part of a longer number, a name or a hex colour. */
const YEAR = /(?<![\w.#])(19|20)\d\d(?!\w)/;

/** Four digits that are not a dated fact, each with its reason. */
const NOT_DATED_FACTS: readonly { readonly file: string; readonly text: string; readonly reason: string }[] = [
  { file: 'api/auth/session.ts', text: 'since 1970', reason: 'the Unix epoch JWT times count from' },
  { file: 'web/src/components/layout/maintenance-time.ts', text: '"Monday, June 1, 2026 at 10:00 PM EDT"', reason: 'an example of the wording, in a comment' },
  { file: 'cli/maintenance.ts', text: 'for example 2026-12-01T02:00:00Z', reason: 'an example of the format the option takes' },
];

const allowed = (line: Line) => NOT_DATED_FACTS.some((entry) => entry.file === line.file && line.text.includes(entry.text));

describe('no year is typed outside domain/', () => {
  const files = productionFiles(OUTSIDE_DOMAIN);
  const yearLines = files.flatMap(linesOf).filter((line) => YEAR.test(line.text));

  it('reads the production code of the API, the web client and the CLI', () => {
    expect(files).toContain('api/pdf/evidence.ts');
    expect(files).toContain('web/src/main.tsx');
    expect(files).toContain('cli/main.ts');
    expect(files.some(isTestCode)).toBe(false);
  });

  it('finds no four-digit year in production code but the few that are not dated facts', () => {
    expect(yearLines.filter((line) => !allowed(line)).map((line) => `${line.file}:${line.number}: ${line.text.trim()}`)).toEqual([]);
  });

  it('keeps no exception that no longer matches a line', () => {
    const stale = NOT_DATED_FACTS.filter((entry) => !yearLines.some((line) => line.file === entry.file && line.text.includes(entry.text)));
    expect(stale).toEqual([]);
  });

  it('catches a tax year typed in a question or a message', () => {
    expect(YEAR.test('Your income for 2024')).toBe(true);
    expect(YEAR.test('`${year - 1}`; const TIMEOUT_MS = 2_000; color: #1976d2')).toBe(false);
  });
});

/** Each fact as it is written, and the one file that writes it. */
const FACTS: readonly { readonly fact: string; readonly home: string; readonly written: RegExp; readonly definedIn?: string }[] = [
  { fact: 'the price', home: 'domain/product/package.ts', written: /\b299\b|29_?900/ },
  { fact: 'the download file name', home: 'domain/product/package.ts', written: /GreenCard-Application-Documents/ },
  { fact: 'the password minimum', home: 'domain/product/account.ts', written: /at least 8\b|MIN_PASSWORD_LENGTH = \d/ },
  { fact: 'the resend cooldown', home: 'domain/product/account.ts', written: /COOLDOWN_S\w* = \d/ },
  { fact: "the links' lifetime", home: 'domain/product/account.ts', written: /valid for \d|works for \d|LIFETIME_\w+ = \d/ },
  { fact: 'the invalid verification link message', home: 'domain/product/account.ts', written: /verification link is invalid/ },
  { fact: 'the verification sent message', home: 'domain/product/account.ts', written: /new verification email has been sent/ },
  { fact: 'the account deleted message', home: 'domain/product/account.ts', written: /account has been deleted\./ },
  { fact: "the package's forms", home: 'domain/product/package.ts', written: /'i-130',\s*'i-130a'|I-130,\s*I-130A,/i },
  {
    fact: "the forms' titles",
    home: 'domain/product/package.ts',
    written: /Petition for Alien Relative|for Spouse Beneficiary|Permanent Residence or Adjust Status|Under Section 213A|Application for Employment Authorization|Application for Travel Document/,
  },
  {
    fact: 'which onboarding answers choose the optional forms',
    home: 'domain/product/package.ts',
    written: /'onboardingBWants(EAD|AP)'/,
    // The questions themselves: the catalogue asks them under these keys.
    definedIn: 'domain/catalogue/forms/onboarding.ts',
  },
  { fact: 'that Greencard is not affiliated with USCIS', home: 'domain/product/notices.ts', written: /not affiliated with/ },
  { fact: 'the download page', home: 'domain/product/pages.ts', written: /create-filled-up-pdfs-and-download/ },
  { fact: "the e-mails' landing pages", home: 'domain/product/pages.ts', written: /['`]\/(email-verified|reset-password|confirm-email-change|report-email-change)\b/ },
  { fact: 'the form-type slug', home: 'domain/catalogue/form-slug.ts', written: /replaceAll\('[-_]', '[-_]'\)/ },
];

const isComment = (line: Line): boolean => /^(\/\/|\/\*|\*)/.test(line.text.trim());

describe('each product fact is written in its home only', () => {
  const lines = productionFiles(['domain', ...OUTSIDE_DOMAIN]).flatMap(linesOf);

  it.each(FACTS)('$fact: in $home', ({ home, written, definedIn }) => {
    const where = lines.filter((line) => written.test(line.text) && !isComment(line));
    expect(where.some((line) => line.file === home)).toBe(true);
    expect(where.filter((line) => line.file !== home && line.file !== definedIn).map((line) => `${line.file}:${line.number}: ${line.text.trim()}`)).toEqual([]);
  });
});
