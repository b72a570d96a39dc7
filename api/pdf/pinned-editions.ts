import type { KnownForm } from '../../domain/uscis/types.ts';

/**
 * The sha256 of the published file of every edition this release maps, as the files in
 * official-forms/ are (issue 21 item 5). A source serving another file under a mapped edition (the
 * same footer, one line added) is never installed: the mapping was written and checked against this
 * file, and paying couples would mail what it adds. A release that maps an edition pins it here
 * (pinned-editions.test.ts fails until it does).
 */
export const PINNED_EDITIONS: readonly { readonly form: KnownForm; readonly edition: string; readonly sha256: string }[] = [
  { form: 'i-130', edition: '04/01/24', sha256: 'bd26a5318edf6b56f52b098bc1d6c1b4ef7b203689f4811fcfb7f2578a56acef' },
  { form: 'i-130a', edition: '04/01/24', sha256: '2b414b4e53ead16724d6d661c4ced639cfe9cb2bd902fe856b78daaa1301bc9f' },
  { form: 'i-485', edition: '01/20/25', sha256: '7c8e1c5242d680b2bc0bfa7d8026e0c3fc8e32bbe52c55648fb5078703122423' },
  { form: 'i-485', edition: '02/21/23', sha256: '8629aca5592431825d2865cc687247df3566ca460c5f6e2253edba2be3cd02ea' },
  { form: 'i-864', edition: '10/17/24', sha256: 'f231f39684ba4dd348aad920a65f29ef5707270f39d6f8328ab43e366348f5f5' },
  { form: 'i-864', edition: '12/08/21', sha256: 'a929719ff6cb2a6084165e14e2ec2b17fcdd7c3cc50b658c07ee8314588b91b0' },
  { form: 'i-765', edition: '08/21/25', sha256: '38182c3152f2df7a971a15811cf906d507e896aa86e3e834195066ffa582b9f7' },
  { form: 'i-765', edition: '10/31/22', sha256: '2dca1badd2a20f5a16f14ec2b178c656957ed7aad8c78992946ac392f69abc48' },
  { form: 'i-131', edition: '01/20/25', sha256: 'e177bbae35c3df634e7269f1094c93a11c6edf6849fa5fe66fbe3726498d59b5' },
];

export const pinnedSha256 = (form: string, edition: string): string | undefined =>
  PINNED_EDITIONS.find((pin) => pin.form === form && pin.edition === edition)?.sha256;
