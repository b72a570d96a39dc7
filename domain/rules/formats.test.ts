import { describe, expect, it } from 'vitest';
import type { FormatRule } from '../catalogue/types.ts';
import {
  NON_LATIN_NAME_MESSAGE,
  NOT_IN_THE_FUTURE_MESSAGE,
  NOT_A_DATE_MESSAGE,
  aNumberDigits,
  checkCalendarDate,
  checkEmailAddress,
  checkFormat,
  checkMoneyAmount,
  usPhoneDigits,
} from './formats.ts';

const TODAY = '2025-06-15';
const ok = (rule: FormatRule, value: string): boolean => checkFormat(rule, value, TODAY) === null;

describe('checkFormat accepts and refuses answers rule by rule', () => {
  it.each<[FormatRule, string, boolean]>([
    ['name', 'Maria', true],
    ['name', 'María José', true],
    ['name', "O'Brien", true],
    ['name', 'O’Brien', true],
    ['name', 'Jean-Luc', true],
    ['name', 'St. John', true],
    ['name', 'Nguyễn', true],
    ['name', 'Zoë', true],
    ['name', 'Mu\u0308ller', true],
    ['name', 'John3', false],
    ['name', 'Anna/Marie', false],
    ['name', '--', false],
    ['aNumber', 'A-123456789', true],
    ['aNumber', 'A123456789', true],
    ['aNumber', 'a 123 456 789', true],
    ['aNumber', '1234567', true],
    ['aNumber', '123-456-789', true],
    ['aNumber', '123456', false],
    ['aNumber', 'A-1234567890', false],
    ['aNumber', 'B123456789', false],
    ['aNumber', 'A-000000000', false],
    ['ssn', '123-45-6789', true],
    ['ssn', '123456789', true],
    ['ssn', '000-12-3456', false],
    ['ssn', '666-12-3456', false],
    ['ssn', '900-12-3456', false],
    ['ssn', '999-12-3456', false],
    ['ssn', '899-12-3456', true],
    ['ssn', '123-00-4567', false],
    ['ssn', '123-45-0000', false],
    ['ssn', '12-345-678', false],
    ['usZip', '20500', true],
    ['usZip', '20500-0003', true],
    ['usZip', '205000003', true],
    ['usZip', '2050', false],
    ['usZip', '20500-003', false],
    ['usZip', '20500 0003', false],
    ['usZip', 'SW1A 1AA', false],
    ['email', 'maria@example.com', true],
    ['email', 'maria.lopez+uscis@mail.example.co.uk', true],
    ['email', 'maria@example', false],
    ['email', 'maria@@example.com', false],
    ['email', 'maria lopez@example.com', false],
    ['email', 'maria..lopez@example.com', false],
    ['usPhone', '(202) 555-0123', true],
    ['usPhone', '202.555.0123', true],
    ['usPhone', '+1 202 555 0123', true],
    ['usPhone', '12025550123', true],
    ['usPhone', '555-0123', false],
    ['usPhone', '(123) 555-0123', false],
    ['usPhone', '(202) 055-0123', false],
    ['usPhone', '+44 20 7946 0958', false],
    ['usPhone', '202-555-CALL', false],
    ['pastDate', '2025-06-15', true],
    ['pastDate', '2024-02-29', true],
    ['pastDate', '2025-06-16', false],
    ['pastDate', '2023-02-29', false],
    ['pastDate', '06/15/2025', false],
    ['futureDate', '2025-06-16', true],
    ['futureDate', '2025-06-15', false],
    ['futureDate', '2024-12-20', false],
    ['futureDate', '2026-02-29', false],
    ['heightFeet', '3', true],
    ['heightFeet', '8', true],
    ['heightFeet', '2', false],
    ['heightFeet', '9', false],
    ['heightFeet', '5.5', false],
    ['heightInches', '0', true],
    ['heightInches', '11', true],
    ['heightInches', '12', false],
    ['weightLbs', '30', true],
    ['weightLbs', '700', true],
    ['weightLbs', '29', false],
    ['weightLbs', '701', false],
    ['nonNegativeMoney', '0', true],
    ['nonNegativeMoney', '52000', true],
    ['nonNegativeMoney', '52,000', true],
    ['nonNegativeMoney', '-100', false],
    ['nonNegativeMoney', '52000.50', false],
    ['nonNegativeMoney', 'fifty', false],
    ['uscisAccountNumber', '123456789012', true],
    ['uscisAccountNumber', '1234 5678 9012', true],
    ['uscisAccountNumber', '12345678901', false],
    ['receiptNumber', 'IOE0912345678', true],
    ['receiptNumber', 'MSC-12-345-67890', true],
    ['receiptNumber', 'IOE091234567', false],
    ['receiptNumber', '1OE0912345678', false],
    ['i94Number', '12345678901', true],
    ['i94Number', '1234567890A', true],
    ['i94Number', '1234567890', false],
    ['digits', '0042', true],
    ['digits', '42a', false],
    ['consentGiven', 'yes', true],
    ['consentGiven', 'no', false],
  ])('%s: %j is accepted: %j', (rule, value, accepted) => {
    expect(ok(rule, value)).toBe(accepted);
  });
});

describe('messages a person can act on', () => {
  it.each([['Мария'], ['玛丽亚'], ['Maria Ивановна'], ['محمد']])('asks for %j in Latin letters', (name) => {
    expect(checkFormat('name', name, TODAY)).toBe(NON_LATIN_NAME_MESSAGE);
    expect(NON_LATIN_NAME_MESSAGE).toBe('Write this name in Latin (English) letters, exactly as in your passport.');
  });

  it('explains why an SSN starting with 666 is refused', () => {
    expect(checkFormat('ssn', '666-12-3456', TODAY)).toMatch(/000, 666 or 900 to 999/);
  });

  it('says a future date is in the future', () => {
    expect(checkFormat('pastDate', '2030-01-01', TODAY)).toMatch(/in the future/);
  });

  it('says a planned date that has passed is not in the future', () => {
    expect(checkFormat('futureDate', '2024-12-20', TODAY)).toBe(NOT_IN_THE_FUTURE_MESSAGE);
  });

  it('says a date that does not exist is not a real date', () => {
    expect(checkFormat('pastDate', '2025-02-29', TODAY)).toBe(NOT_A_DATE_MESSAGE);
  });

  it('tells cents apart from other mistakes in an amount', () => {
    expect(checkFormat('nonNegativeMoney', '100.25', TODAY)).toMatch(/without cents/);
    expect(checkFormat('nonNegativeMoney', '-3', TODAY)).toMatch(/cannot be negative/);
  });

  it('leaves empty answers to the required check', () => {
    expect(checkFormat('ssn', '   ', TODAY)).toBeNull();
  });

  it('refuses a huge answer quickly, without reading it character by character', () => {
    const huge = `${'a'.repeat(200_000)}@`;
    const started = performance.now();
    expect(checkFormat('email', huge, TODAY)).toMatch(/too long/);
    expect(checkEmailAddress(huge)).not.toBeNull();
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('checks that hold whatever the format rule', () => {
  it.each([
    ['2024-02-29', undefined],
    ['2023-02-29', 'inputs.date.notADate'],
    ['2024-04-31', 'inputs.date.notADate'],
    ['1988-12-', 'inputs.date.incomplete'],
    ['-12-04', 'inputs.date.incomplete'],
    ['88-12-04', 'inputs.date.yearFourDigits'],
    ['0412-12-20', 'inputs.date.tooEarly'],
    ['1899-12-31', 'inputs.date.tooEarly'],
    ['2101-01-01', 'inputs.date.tooLate'],
    ['12/04/1988', 'inputs.date.notADate'],
    ['', undefined],
  ])('a date answer %j must be a whole day on the calendar in a plausible year', (value, message) => {
    expect(checkCalendarDate(value)?.id).toBe(message);
  });

  it('a money answer must be whole non-negative dollars', () => {
    expect(checkMoneyAmount('1,000')).toBeNull();
    expect(checkMoneyAmount('ten')).not.toBeNull();
  });
});

describe('normalised identifiers', () => {
  it('reads the digits of an A-Number', () => {
    expect(aNumberDigits('A-012-345-678')).toBe('012345678');
    expect(aNumberDigits('A12345')).toBeNull();
  });

  it('reads the 10 digits of a U.S. phone number', () => {
    expect(usPhoneDigits('+1 (202) 555-0123')).toBe('2025550123');
    expect(usPhoneDigits('202 555 012')).toBeNull();
  });
});
