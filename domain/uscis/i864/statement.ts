import { interpreterPart, type FormTemplate, type InterpreterPart, type Section } from '../blocks/index.ts';

/**
 * Part 8 item 1 (the sponsor's statement: A "I can read and understand English", or B the
 * interpreter named in Part 9 read every question in a language) and Part 9 (the interpreter's
 * name, organization, phones, e-mail, and the language of the certification), page 11. The sponsor
 * is the petitioner; the interpreter signs and dates item 6 by hand.
 */
export const statementPart = (I864: FormTemplate, address?: InterpreterPart['address']): Section =>
  interpreterPart({
    ...(address ? { address } : {}),
    signer: 'p',
    template: I864,
    statement: { page: 10, english: 'P6_Line1_Checkbox[1]', interpreted: 'P6_Line1_Checkbox[2]', language: 'P8_Line1b_language[0]' },
    part: 9,
    familyName: { page: 11, name: 'P9_Line1a_InterpretersFamilyName[0]', item: '1', label: "Interpreter's Family Name" },
    givenName: { page: 11, name: 'P9_Line1b_InterpretersGivenName[0]', item: '1', label: "Interpreter's Given Name" },
    organization: { page: 11, name: 'P8Line2_InterpretersBusinessName[0]', item: '2', label: "Interpreter's Business or Organization Name" },
    phone: { page: 11, name: 'P9_Line4_InterpretersDaytimePhoneNumber[0]', item: '3', label: "Interpreter's Daytime Telephone Number" },
    mobilePhone: { page: 11, name: 'P9_Line4_InterpretersDaytimePhoneNumber[1]', item: '4', label: "Interpreter's Mobile Telephone Number" },
    email: { page: 11, name: 'P9_Line5_InterpretersEmailAddress[0]', item: '5', label: "Interpreter's Email Address" },
    language: { page: 11, name: 'P9_Language[0]' },
  });
